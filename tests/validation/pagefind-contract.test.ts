import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {adaptPagefindBundle, type SitePage} from '../../src/plugins/search/pagefindAdapter';
import {asMeta, asWordChunk} from '../../src/plugins/search/pagefindAdapter/bundleFormat';
import {readCborFile} from '../../src/plugins/search/pagefindAdapter/dataFile';
import {UNINDEXED_WORDS} from '../../src/plugins/search/shared/searchTerms';
import {textRuns} from '../../src/plugins/search/textRuns';
import {launchBrowser} from '../support/chromium';
import {startStaticServer, type RunningServer} from '../support/staticServer';

/*
 * The contract between the search index adapter and the pinned Pagefind:
 * the real Pagefind indexes a fixture of pages made from the site's own
 * Markdown, the adapter rewrites a copy of its bundle, and Pagefind's own
 * browser code must then find, for every indexed word and every three-letter
 * prefix, the same pages at the same locations in both bundles.
 */

const siteDir = path.resolve(import.meta.dirname, '../..');
const indexScript = path.join(siteDir, 'src/plugins/search/indexWithPagefind.mjs');

/** Fixture pages: a sample of the docs' Markdown as HTML, prose in paragraphs and fenced code in `pre`. */
function fixturePages(): {url: string; html: string}[] {
  const docs = path.join(siteDir, 'docs');
  const files = readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('references/'))
    .sort()
    .slice(0, 40);
  return files.map((file) => {
    const markdown = readFileSync(path.join(docs, file), 'utf8').replace(/^---[\s\S]*?---/, '');
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const body = markdown
      .split(/(```[\s\S]*?```)/)
      .map((block, index) =>
        index % 2 === 1
          ? `<pre><code>${escape(block.replace(/^```.*\n?|```$/g, ''))}</code></pre>`
          : block
              .split(/\n{2,}/)
              .map((paragraph) =>
                paragraph.startsWith('## ')
                  ? `<h2 id="h${paragraph.length}">${escape(paragraph.slice(3))}</h2>`
                  : `<p>${escape(paragraph)}</p>`,
              )
              .join(''),
      )
      .join('');
    const url = `/${file.replace(/(\/?index)?\.mdx?$/, '')}`;
    return {
      url,
      html: `<html lang="en"><body><div data-pagefind-body><h1>${escape(file)}</h1>${body}</div></body></html>`,
    };
  });
}

let workDir = '';
let server: RunningServer | undefined;
let pages: {url: string; html: string}[] = [];

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'pagefind-contract-'));
  pages = fixturePages();
  const request = path.join(workDir, 'request.json');
  writeFileSync(
    request,
    JSON.stringify({outputPath: path.join(workDir, 'original'), language: 'en', pages}),
  );
  execFileSync(process.execPath, [indexScript, request], {stdio: 'inherit'});
  cpSync(path.join(workDir, 'original'), path.join(workDir, 'adapted'), {recursive: true});
  // The original keeps its fragments; the adapter deletes them from its copy.
  writeFileSync(path.join(workDir, 'index.html'), '<!doctype html><title>contract</title>');
});

afterAll(async () => {
  await server?.close();
  rmSync(workDir, {recursive: true, force: true});
});

/** Every word of a bundle's index, read through the adapter's own format checks. */
function indexedWords(bundleDir: string): string[] {
  const entry = JSON.parse(readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {hash: string}>;
  };
  return Object.values(entry.languages).flatMap(({hash}) => {
    const meta = asMeta(readCborFile(path.join(bundleDir, `pagefind.${hash}.pf_meta`)), hash);
    return meta.chunks.flatMap(([, , chunk]) =>
      asWordChunk(readCborFile(path.join(bundleDir, 'index', `${chunk}.pf_index`)), chunk).map(
        ([word]) => word,
      ),
    );
  });
}

describe('the search index adapter and the pinned Pagefind', () => {
  it('rewrites a bundle the real Pagefind wrote, into many small chunks', () => {
    const sitePages: SitePage[] = pages.map(({url, html}) => {
      const $ = load(html);
      return {url, kind: 'article', names: [], runs: textRuns($('[data-pagefind-body]'))};
    });
    const report = adaptPagefindBundle(path.join(workDir, 'adapted'), sitePages, UNINDEXED_WORDS);
    expect(report.pages).toBe(pages.length);
    expect(report.chunksAfter).toBeGreaterThan(report.chunksBefore * 4);
    expect(readdirSync(path.join(workDir, 'adapted'))).not.toContain('fragment');
  });

  it('finds the same pages at the same locations for every word and prefix', async () => {
    server = await startStaticServer(workDir);
    const words = indexedWords(path.join(workDir, 'original')).filter(
      (word) => !UNINDEXED_WORDS.has(word),
    );
    const prefixes = [...new Set(words.map((word) => word.slice(0, 3)))];
    const queries = [...words, ...prefixes];
    expect(words.length).toBeGreaterThan(1000);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/index.html`);
      const differences = (await page.evaluate(
        `(async (queries) => {
          const load = async (folder) => {
            const pagefind = await import('/' + folder + '/pagefind.js');
            await pagefind.options({baseUrl: '/', noWorker: true});
            await pagefind.init();
            return pagefind;
          };
          const [original, adapted] = await Promise.all([load('original'), load('adapted')]);
          const differences = [];
          for (const query of queries) {
            const [a, b] = await Promise.all([original.search(query), adapted.search(query)]);
            const shape = (search) => JSON.stringify(search.results.map((r) => [r.id, r.words]));
            if (shape(a) !== shape(b)) differences.push(query);
          }
          return differences;
        })(${JSON.stringify(queries)})`,
      )) as string[];
      expect(differences).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
