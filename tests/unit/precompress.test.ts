import {readFileSync, writeFileSync, mkdirSync, statSync, existsSync, linkSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {brotliQuality, precompressBuild} from '../../src/deploy/precompress';
import {scratchFolder} from '../support/scratchFolder';

describe('precompression', () => {
  it('writes .br and .gz that decode to the file, and skips what does not shrink', async () => {
    const dir = scratchFolder('precompress-');
    mkdirSync(path.join(dir, 'assets'));
    const text = 'const answer = 42;\n'.repeat(500);
    writeFileSync(path.join(dir, 'assets', 'main.js'), text);
    writeFileSync(path.join(dir, 'tiny.txt'), 'a');
    writeFileSync(path.join(dir, 'font.woff2'), text);
    const report = await precompressBuild(dir);
    expect(report.files).toBe(2);
    const file = path.join(dir, 'assets', 'main.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(statSync(`${file}.br`).size).toBeLessThan(text.length / 10);
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'font.woff2.br'))).toBe(false);
    expect(brotliQuality('assets/js/main.js')).toBe(11);
    expect(brotliQuality('index.html')).toBe(7);
  });

  it('removes a twin left from an earlier run once its file no longer shrinks', async () => {
    const dir = scratchFolder('precompress-');
    const file = path.join(dir, 'settings.json');
    writeFileSync(file, JSON.stringify({words: 'a long list of words '.repeat(100)}));
    await precompressBuild(dir);
    expect(existsSync(`${file}.br`)).toBe(true);
    // Rewritten in place, too small to shrink: nginx must not go on serving the old twins.
    writeFileSync(file, '{}\n');
    await precompressBuild(dir);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });

  it('puts a new twin in place of the old one, never writing through it', async () => {
    const dir = scratchFolder('precompress-');
    const file = path.join(dir, 'page.html');
    writeFileSync(file, '<p>a page</p>\n'.repeat(200));
    // The old twin shares its bytes with another file, as a hard-linked copy of the build does.
    const elsewhere = path.join(scratchFolder('precompress-elsewhere-'), 'page.html.br');
    writeFileSync(elsewhere, 'an older twin');
    linkSync(elsewhere, `${file}.br`);
    await precompressBuild(dir);
    expect(readFileSync(elsewhere, 'utf8')).toBe('an older twin');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(
      '<p>a page</p>\n'.repeat(200),
    );
  });
});
