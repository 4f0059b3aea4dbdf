import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {machinePageOf} from '../../src/plugins/machine-docs/machinePageOf';
import {searchPageOf} from '../../src/plugins/search/indexing/readSearchPages';
import {readBuiltPages, type ParsedPage} from '../../src/site/builtSite/readBuiltPages';

const docPage = (title: string, body: string) =>
  `<!doctype html><html class="docs-wrapper docs-doc-page"><head><title>${title} | 3dverse</title><meta name="description" content="About ${title}."></head><body><nav>menu</nav><main><article><nav class="theme-doc-breadcrumbs">Home</nav><h1>${title}</h1>${body}</article></main><footer>foot</footer></body></html>`;

function buildFolder(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
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

describe('reading a build once for every reader', () => {
  it('parses each content page once and hands the same parse to every reader, in order', async () => {
    const outDir = buildFolder();
    const seen: {reader: string; page: ParsedPage}[] = [];
    const {pages, skipped} = await readBuiltPages(
      outDir,
      ['guide/index.html', 'index.html'],
      [(page) => seen.push({reader: 'first', page}), (page) => seen.push({reader: 'second', page})],
    );
    expect({pages, skipped}).toEqual({pages: 1, skipped: 1});
    expect(seen.map(({reader}) => reader)).toEqual(['first', 'second']);
    expect(seen[0]?.page.$).toBe(seen[1]?.page.$);
    expect(seen[0]?.page).toMatchObject({
      file: path.join('guide', 'index.html'),
      url: '/guide',
      title: 'Sessions',
      description: 'About Sessions.',
    });
    // The article comes without the chrome no reader wants.
    expect(seen[0]?.page.article.find('.theme-doc-breadcrumbs')).toHaveLength(0);
  });

  it('gives the Markdown twin the article as it was before the search index changed it', async () => {
    const outDir = buildFolder();
    const twins: string[] = [];
    const searched: string[] = [];
    await readBuiltPages(
      outDir,
      ['guide/index.html'],
      [
        (page) => twins.push(machinePageOf(page, 'https://docs.example').markdown),
        (page) => searched.push(searchPageOf(page).html),
      ],
    );
    expect(twins).toHaveLength(1);
    expect(twins[0]).toContain('A session streams a scene.');
    expect(searched[0]).toContain('A session streams a scene.');
  });
});
