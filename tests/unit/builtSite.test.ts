import {load} from 'cheerio';
import {articleDocument} from '../../src/site/builtSite/articleDocument';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtHtmlFiles} from '../../src/site/builtSite/builtHtmlFiles';
import {scratchFolder} from '../support/scratchFolder';

describe('builtHtmlFiles', () => {
  it('lists the HTML files of a build, leaving out the folders asked for and nothing else', () => {
    const outDir = scratchFolder('built-site-');
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

describe('articleDocument', () => {
  it('keeps the html tag, the head and main, and drops the rest of the page', () => {
    const page =
      '<!doctype html><html lang=en class="docs-doc-page"><head><title>T</title><meta name=description content=D></head>' +
      '<body><nav>hundreds of links</nav><main><article><h1>T</h1><p>Text</p></article></main><footer>F</footer></body></html>';
    const doc = articleDocument(page);
    expect(doc).toBe(
      '<html lang=en class="docs-doc-page"><head><title>T</title><meta name=description content=D></head>' +
        '<body><main><article><h1>T</h1><p>Text</p></article></main></body></html>',
    );
    const $ = load(doc);
    expect($('html').attr('class')).toBe('docs-doc-page');
    expect($('meta[name=description]').attr('content')).toBe('D');
    expect($('main p').text()).toBe('Text');
  });

  it("drops the head's scripts and links, whose bundle file names change in every page when one page does", () => {
    const page = (runtime: string) =>
      `<html class="docs-doc-page"><head><meta charset="UTF-8"><title>T</title><link rel="stylesheet" href="/assets/css/styles.${runtime}.css"><script src="/assets/js/runtime~main.${runtime}.js" defer></script><script type="application/ld+json">{"@type":"Article"}</script><meta name="description" content="D"></head>` +
      '<body><main><h1>T</h1></main></body></html>';
    expect(articleDocument(page('a1b2'))).toBe(
      '<html class="docs-doc-page"><head><meta charset="UTF-8"><title>T</title><meta name="description" content="D"></head>' +
        '<body><main><h1>T</h1></main></body></html>',
    );
    expect(articleDocument(page('c3d4'))).toBe(articleDocument(page('a1b2')));
  });

  it('gives the whole page back when a part it needs is not found', () => {
    const noMain = '<html><head></head><body><div>x</div></body></html>';
    expect(articleDocument(noMain)).toBe(noMain);
  });
});
