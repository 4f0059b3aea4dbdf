import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from './support/builtPage';

describe('privacy of a default build', () => {
  it('loads no analytics script when no tracking id is configured', () => {
    const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/googletagmanager|gtag\(|google-analytics/);
  });
});
