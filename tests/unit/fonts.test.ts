import {load} from 'cheerio';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cachedMathsCharacters, mathsScanKey} from '../../src/plugins/fonts/cachedMathsCharacters';
import {ARIAL_METRICS, fallbackFontFace} from '../../src/plugins/fonts/fallbackFontFace';
import {fontMetrics} from '../../src/plugins/fonts/fontMetrics';
import {katexFontFaces} from '../../src/plugins/fonts/katexFontFaces';
import {mathsCharacters} from '../../src/plugins/fonts/mathsCharacters';
import {
  typesetMathsCharacters,
  uncoveredMathsCharacters,
} from '../../src/plugins/fonts/uncoveredMathsCharacters';
import {unicodeRange} from '../../src/plugins/fonts/unicodeRange';
import {scratchFolder} from '../support/scratchFolder';
import {installedPackageText} from '../../src/site/installedVersion';
import {contentSourceFiles, writtenSourceFiles} from '../../src/site/contentSourceFiles';
import {generatedDocsFolders} from '../../src/site/references/generatedDocs';

const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

describe('fonts', () => {
  // Debian's fonts-liberation comes with Chromium; without it there is nothing to measure.
  it.runIf(existsSync(LIBERATION_SANS))(
    'ARIAL_METRICS are what fontMetrics reads from Liberation Sans',
    () => {
      const measured = fontMetrics(readFileSync(LIBERATION_SANS));
      expect({...measured, averageWidth: Math.round(measured.averageWidth * 10) / 10}).toEqual(
        ARIAL_METRICS,
      );
    },
  );

  it('stretches the fallback to the web font: wider font, larger size-adjust', () => {
    const wide = {...ARIAL_METRICS, averageWidth: ARIAL_METRICS.averageWidth * 1.1};
    const face = fallbackFontFace('Test Fallback', wide);
    expect(face).toContain("font-family: 'Test Fallback';");
    expect(face).toContain("src: local('Arial'), local('Helvetica')");
    expect(face).toContain('size-adjust: 110.00%;');
    // The same line box: ascent shrinks by the size adjustment.
    expect(face).toContain(
      `ascent-override: ${((ARIAL_METRICS.ascent / 2048 / 1.1) * 100).toFixed(2)}%;`,
    );
  });

  it('folds characters into unicode-range runs', () => {
    expect(unicodeRange('cab ©–')).toBe('U+20, U+61-63, U+A9, U+2013');
  });

  it("points every KaTeX face at one woff2 file, and fails on a face it doesn't recognise", () => {
    const css = installedPackageText(
      path.resolve(import.meta.dirname, '../..'),
      'katex',
      'dist/katex.min.css',
    );
    const rewritten = katexFontFaces(css, (name) => `/assets/fonts/${name}.x.woff2`);
    expect(rewritten).toContain(
      'src:/* webpackIgnore: true */ url(/assets/fonts/KaTeX_Main-Regular.x.woff2) format("woff2")',
    );
    expect(rewritten).not.toMatch(/url\(fonts\//);
    expect(() => katexFontFaces('@font-face{src:url(x.ttf)}', (name) => name)).toThrow(
      /KaTeX has changed/,
    );
  });

  it('collects what KaTeX typesets for inline and display maths, and nothing from prose or code', () => {
    const characters = mathsCharacters(
      'Cost is $\\alpha + 1$ here.\n\n$$\n\\sum x\n$$\n\n```js\nconst $y = "β";\n```\n',
    );
    expect([...characters].sort()).toEqual(['+', '1', 'x', 'α', '∑'].sort());
  });

  it('finds characters of built maths that the cut fonts do not cover, leaving prose and MathML aside', () => {
    const $ = load(
      '<article><p><span class="katex"><span class="katex-mathml">μ</span><span class="katex-html">x+θ+x</span></span> λ</p></article>',
    );
    const typeset = typesetMathsCharacters($('article'));
    expect(typeset).toBe('x+θ');
    expect(uncoveredMathsCharacters(typeset, new Set(['x', '+']))).toEqual(['θ']);
    expect(typesetMathsCharacters(load('<article><p>θ</p></article>')('article'))).toBe('');
  });
});

describe('the maths characters kept between runs', () => {
  it('scans only pages that changed or that a different scan read, and keeps only the pages asked for', async () => {
    const dir = scratchFolder('maths-characters-');
    const cacheDir = path.join(dir, 'cache');
    const alpha = path.join(dir, 'alpha.md');
    const beta = path.join(dir, 'beta.md');
    writeFileSync(alpha, 'Cost is $\\alpha$.');
    writeFileSync(beta, 'Cost is $\\beta$.');
    const scanned: string[] = [];
    const scan = (markdown: string) => {
      scanned.push(markdown);
      return mathsCharacters(markdown);
    };
    const run = (files: string[], scanKey: string | undefined) =>
      cachedMathsCharacters(files, {cacheDir, scanKey, scan});

    expect([...(await run([alpha, beta], 'one'))].sort()).toEqual(['α', 'β']);
    expect(scanned).toHaveLength(2);
    expect([...(await run([alpha, beta], 'one'))].sort()).toEqual(['α', 'β']);
    expect(scanned).toHaveLength(2);
    // An edited page is scanned again, and only it.
    writeFileSync(beta, 'Cost is $\\gamma$.');
    expect([...(await run([alpha, beta], 'one'))].sort()).toEqual(['α', 'γ']);
    expect(scanned).toHaveLength(3);
    // A page left out is forgotten: asked for again, it is scanned again.
    await run([beta], 'one');
    expect(scanned).toHaveLength(3);
    await run([alpha, beta], 'one');
    expect(scanned).toHaveLength(4);
    // Another scan (code or packages changed) reads every page afresh.
    await run([alpha, beta], 'two');
    expect(scanned).toHaveLength(6);
    // Without a key, nothing is trusted.
    await run([alpha, beta], undefined);
    expect(scanned).toHaveLength(8);
  });

  it('keys the scan on the installed packages, and keeps nothing without npm’s record of them', () => {
    const siteDir = scratchFolder('maths-scan-key-');
    expect(mathsScanKey(siteDir)).toBeUndefined();
    mkdirSync(path.join(siteDir, 'node_modules'));
    const installed = path.join(siteDir, 'node_modules/.package-lock.json');
    writeFileSync(installed, '{"packages":{"node_modules/katex":{"version":"0.16.0"}}}');
    const before = mathsScanKey(siteDir);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(installed, '{"packages":{"node_modules/katex":{"version":"0.16.1"}}}');
    expect(mathsScanKey(siteDir)).not.toBe(before);
  });
});

describe('the pages the maths fonts are cut to', () => {
  it('are the written pages, not the references generated beside them, so the fonts can be cut while those are written', async () => {
    const siteDir = scratchFolder('written-pages-');
    const page = (file: string) => {
      mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      writeFileSync(path.join(siteDir, file), '# A page\n');
    };
    page('docs/engine/maths.mdx');
    page('devlog/2026-01-01-post/index.md');
    for (const folder of generatedDocsFolders) page(`${folder}/generated.md`);
    const written = (await writtenSourceFiles(siteDir)).map((file) => path.relative(siteDir, file));
    expect(written.sort()).toEqual(['devlog/2026-01-01-post/index.md', 'docs/engine/maths.mdx']);
    expect(await contentSourceFiles(siteDir)).toHaveLength(2 + generatedDocsFolders.length);
  });
});
