import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {machinePageOf} from '../../src/plugins/machine-docs/machinePageOf';
import {searchPageOf} from '../../src/plugins/search/indexing/readSearchPages';
import {articleDocument} from '../../src/site/builtSite/articleDocument';
import {
  parseBuiltPage,
  readBuiltPages,
  type ParsedPage,
} from '../../src/site/builtSite/readBuiltPages';
import {readBuiltPage} from '../../src/plugins/built-pages/readBuiltPage';
import {scratchFolder} from '../support/scratchFolder';
import {docArticle} from '../support/docArticle';

const docPage = (title: string, body: string) =>
  `<!doctype html><html class="docs-wrapper docs-doc-page"><head><title>${title} | 3dverse</title><meta name="description" content="About ${title}."><meta name="docusaurus_tag" content="docs-default-current"></head><body><nav>menu</nav><main>${docArticle(`<nav class="theme-doc-breadcrumbs">Home</nav><h1>${title}</h1>${body}`)}</main><footer>foot</footer></body></html>`;

function buildFolder(): string {
  const outDir = scratchFolder('built-pages-');
  mkdirSync(path.join(outDir, 'guide'));
  writeFileSync(
    path.join(outDir, 'guide/index.html'),
    docPage('Sessions', '<p>A session streams a scene.</p>'),
  );
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<html class="blog-list-page"><head><title>Devlog</title></head><body><main>list</main></body></html>',
  );
  mkdirSync(path.join(outDir, 'pagefind'));
  writeFileSync(path.join(outDir, 'pagefind/ignored.html'), docPage('Ignored', '<p>x</p>'));
  return outDir;
}

describe('reading the pages of a build', () => {
  it('parses each content page and hands it to the reader, counting the pages without an article', async () => {
    const outDir = buildFolder();
    const seen: ParsedPage[] = [];
    const {pages, skipped} = await readBuiltPages(
      outDir,
      ['guide/index.html', 'index.html'],
      (file, document) => {
        const page = parseBuiltPage(file, document);
        if (page) seen.push(page);
        return page !== undefined;
      },
    );
    expect({pages, skipped}).toEqual({pages: 1, skipped: 1});
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      file: path.join('guide', 'index.html'),
      url: '/guide',
      title: 'Sessions',
      description: 'About Sessions.',
    });
    // The article comes without the chrome no reader wants.
    expect(seen[0]?.article.find('.theme-doc-breadcrumbs')).toHaveLength(0);
  });

  it('reads the files in the order of their paths, whatever order they are listed in', async () => {
    const outDir = buildFolder();
    const read: string[] = [];
    const listed = ['pagefind/ignored.html', 'index.html', 'guide/index.html'];
    await readBuiltPages(outDir, listed, (file) => {
      read.push(file);
      return true;
    });
    expect(read).toEqual(['guide/index.html', 'index.html', 'pagefind/ignored.html']);
    expect(listed[0]).toBe('pagefind/ignored.html');
  });
});

describe('reading one page for the twins and the search index', () => {
  const page = docPage(
    'Sessions',
    '<p>A session streams a scene.</p><div data-search-ignore>Kept for readers, not for search.</div>',
  );

  it('converts the twin before the search form changes the article, from one parse', () => {
    const {reading} = readBuiltPage(
      'guide/index.html',
      articleDocument(page),
      'https://docs.example',
    );
    if ('skipped' in reading) throw new Error('the guide page has an article');
    expect(reading.machine.markdown).toContain('Kept for readers, not for search.');
    expect(reading.search.html).not.toContain('Kept for readers');
    expect(reading.search.html).toContain('A session streams a scene.');
    // The same forms as reading the page for each alone.
    const alone = (): ParsedPage => {
      const parsed = parseBuiltPage('guide/index.html', articleDocument(page));
      if (!parsed) throw new Error('the guide page has an article');
      return parsed;
    };
    expect(reading.machine).toEqual(machinePageOf(alone(), 'https://docs.example'));
    expect(reading.search).toEqual(searchPageOf(alone()));
  });

  it('reads a page without an article as skipped', () => {
    const listing =
      '<html class="blog-list-page"><head><title>Devlog</title></head><body><main>list</main></body></html>';
    expect(readBuiltPage('index.html', articleDocument(listing), 'https://docs.example')).toEqual({
      reading: {skipped: true},
      convertingMs: 0,
    });
  });
});
