import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {builtFileBytes, gzippedSize} from '../../bench/measures/firstLoadAssets';
import {scratchFolder} from '../support/scratchFolder';

describe("the bench's sizes of built files", () => {
  it('reads a file by its URL path, decoded as the server decodes it', () => {
    const buildDir = scratchFolder('bench-built-files-');
    const text = 'console.log("an asset whose name has a space");'.repeat(20);
    writeFileSync(path.join(buildDir, 'an asset.js'), text);
    expect(builtFileBytes(buildDir, '/an%20asset.js').toString()).toBe(text);
    expect(gzippedSize(buildDir, ['/an%20asset.js', '/an%20asset.js'])).toBe(
      2 * gzipSync(text, {level: 9}).length,
    );
  });
});
