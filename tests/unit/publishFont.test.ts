import {readFileSync, statSync, truncateSync, utimesSync} from 'node:fs';
import {createHash} from 'node:crypto';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {publishFont} from '../../src/plugins/fonts/publishFont';
import {scratchFolder} from '../support/scratchFolder';

describe('a published font', () => {
  it('is named by the hash of its bytes, kept when whole, and written again when cut short', () => {
    const dir = scratchFolder('publish-font-');
    const font = Buffer.from('a font, or bytes that stand for one');
    const file = publishFont(dir, 'inter', font);
    const hash = createHash('sha256').update(font).digest('hex').slice(0, 10);
    expect(file).toBe(`inter.${hash}.woff2`);
    const target = path.join(dir, file);
    // A whole file is not rewritten (its time stamp stays).
    utimesSync(target, new Date(0), new Date(0));
    publishFont(dir, 'inter', font);
    expect(statSync(target).mtimeMs).toBe(0);
    // A file an interrupted run left short is replaced by the whole font.
    truncateSync(target, 5);
    expect(publishFont(dir, 'inter', font)).toBe(file);
    expect(readFileSync(target)).toEqual(font);
  });
});
