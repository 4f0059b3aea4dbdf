import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {builtHtmlFiles} from '../../src/site/builtSite/builtHtmlFiles';

describe('builtHtmlFiles', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it('lists the HTML files of a build, leaving out the folders asked for and nothing else', () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
    for (const file of [
      'index.html',
      'engine/lights/index.html',
      'engine/lights.md',
      'pagefind/fragment.html',
      'pagefind-guide.html',
    ]) {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), '');
    }
    const sorted = (files: string[]) => files.map((file) => file.split(path.sep).join('/')).sort();
    expect(sorted(builtHtmlFiles(outDir, ['pagefind']))).toEqual([
      'engine/lights/index.html',
      'index.html',
      'pagefind-guide.html',
    ]);
    expect(sorted(builtHtmlFiles(outDir))).toContain('pagefind/fragment.html');
  });
});
