import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fontCutCache, fontCutterVersions} from '../../src/plugins/fonts/fontCutCache';
import {installPackage} from '../support/installPackage';
import {scratchFolder} from '../support/scratchFolder';

const require = createRequire(import.meta.url);

describe('the font cut cache', () => {
  it('returns the cut it kept for the same font, characters and options, cuts again otherwise, and keeps only the last run’s cuts', async () => {
    const cacheDir = scratchFolder('font-cache-');
    const inter = readFileSync(
      require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    );
    const run = () => fontCutCache({cacheDir, cutterVersions: 'test'});
    const first = run();
    const cut = await first.cut(inter, 'abc', {targetFormat: 'woff2'});
    first.forgetUnused();
    const [kept] = readdirSync(cacheDir);
    expect(kept).toBeDefined();
    // A kept cut is what comes back, even if its file is replaced: the key is all it depends on.
    writeFileSync(path.join(cacheDir, kept ?? ''), 'kept');
    const second = run();
    expect((await second.cut(inter, 'abc', {targetFormat: 'woff2'})).toString()).toBe('kept');
    const other = await second.cut(inter, 'abcd', {targetFormat: 'woff2'});
    expect(other.equals(cut)).toBe(false);
    second.forgetUnused();
    expect(readdirSync(cacheDir)).toHaveLength(2);
    // A run that no longer asks for a cut (a page's maths changed) leaves it out of the cache.
    const third = run();
    await third.cut(inter, 'abcd', {targetFormat: 'woff2'});
    third.forgetUnused();
    expect(readdirSync(cacheDir)).toHaveLength(1);
    // Other cutting code cuts again.
    const upgraded = fontCutCache({cacheDir, cutterVersions: 'test, upgraded'});
    await upgraded.cut(inter, 'abcd', {targetFormat: 'woff2'});
    upgraded.forgetUnused();
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(readdirSync(cacheDir)).not.toContain(kept);
  });

  it('names as cutting code subset-font and what it depends on, such as harfbuzzjs', () => {
    const siteDir = scratchFolder('font-cutter-');
    installPackage(siteDir, 'subset-font', '2.4.0', {dependencies: {harfbuzzjs: '^0.4.0'}});
    installPackage(siteDir, 'harfbuzzjs', '0.4.7');
    const before = fontCutterVersions(siteDir);
    installPackage(siteDir, 'harfbuzzjs', '0.4.8');
    expect(fontCutterVersions(siteDir)).not.toBe(before);
    expect(fontCutterVersions(siteDir)).toContain('0.4.8');
  });
});
