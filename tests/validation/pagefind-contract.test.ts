import {cpSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  adaptPagefindBundle,
  bundleProblems,
  type SitePage,
} from '../../src/plugins/search/indexing/pagefindAdapter';
import {
  pruneBundle,
  UNUSED_PAGEFIND_FILES,
} from '../../src/plugins/search/indexing/pagefindAdapter/bundleFiles';
import {
  asMeta,
  asWordChunk,
  type PackedWord,
} from '../../src/plugins/search/indexing/pagefindAdapter/bundleFormat';
import {
  ALWAYS_WHOLE_PREFIX,
  wordWeight,
} from '../../src/plugins/search/indexing/pagefindAdapter/chunkWords';
import {WHOLE_FAMILY_WEIGHT} from '../../src/plugins/search/indexing/pagefindAdapter/rewriteWordIndex';
import {readCborFile} from '../../src/plugins/search/indexing/pagefindAdapter/dataFile';
import {UNINDEXED_WORDS} from '../../src/plugins/search/shared/searchTerms';
import {textRuns} from '../../src/plugins/search/indexing/textRuns';
import {chromium} from 'playwright-core';
import {launchChromium} from '../../src/site/chromium';
import {runPagefind} from '../../src/plugins/search/indexing/buildPagefindIndex';
import {startStaticServer, type RunningServer} from '../../bench/measures/staticServer';
import {scratchFolder} from '../support/scratchFolder';

/*
 * The contract between the search index adapter and the pinned Pagefind:
 * the real Pagefind indexes a fixture of pages made from the site's own
 * Markdown, the adapter rewrites a copy of its bundle, and Pagefind's own
 * browser code must then find in the rewritten bundle every page and word
 * location it finds in the original, for every indexed word and for every
 * three-letter prefix whose family of words the adapter keeps in one chunk.
 */

const siteDir = path.resolve(import.meta.dirname, '../..');

/** Fixture pages: a sample of the docs' Markdown as HTML, prose in paragraphs and fenced code in `pre`. */
function fixturePages(): {url: string; html: string}[] {
  const docs = path.join(siteDir, 'docs');
  // docs/references is left unread: the build beside this test rewrites its generated pages.
  const files = readdirSync(docs, {withFileTypes: true})
    .filter((entry) => !(entry.isDirectory() && entry.name === 'references'))
    .flatMap((entry) =>
      entry.isDirectory()
        ? readdirSync(path.join(docs, entry.name), {recursive: true, encoding: 'utf8'}).map(
            (file) => path.join(entry.name, file),
          )
        : [entry.name],
    )
    .filter((file) => /\.mdx?$/.test(file))
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

beforeAll(async () => {
  workDir = scratchFolder('pagefind-contract-');
  pages = fixturePages();
  await runPagefind(siteDir, path.join(workDir, 'original'), pages);
  for (const copy of ['neutral', 'adapted', 'torn']) {
    cpSync(path.join(workDir, 'original'), path.join(workDir, copy), {recursive: true});
  }
  // The original keeps its fragments; the adapter deletes them from its copy.
  for (const page of ['index.html', '404.html']) {
    writeFileSync(path.join(workDir, page), '<!doctype html><title>contract</title>');
  }
});

afterAll(async () => {
  await server?.close();
});

/** Every word of a bundle's index, read through the adapter's own format checks. */
function indexedWords(bundleDir: string): PackedWord[] {
  const entry = JSON.parse(readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {hash: string}>;
  };
  return Object.values(entry.languages).flatMap(({hash}) => {
    const meta = asMeta(readCborFile(path.join(bundleDir, `pagefind.${hash}.pf_meta`)), hash);
    return meta.chunks.flatMap(([, , chunk]) =>
      asWordChunk(readCborFile(path.join(bundleDir, 'index', `${chunk}.pf_index`)), chunk),
    );
  });
}

/**
 * Queries whose results lost a page or a word location that the original
 * bundle finds, except where the word at that location is one of
 * `droppedWords` (a query can reach one through Pagefind's stemming:
 * `onli` searches `on` too).
 */
async function lostQueries(
  folder: string,
  queries: readonly string[],
  droppedWords: readonly string[] = [],
): Promise<string[]> {
  const browser = await launchChromium(chromium);
  try {
    const page = await browser.newPage();
    await page.goto(`${server?.url ?? ''}/index.html`);
    return (await page.evaluate(
      `(async ({folder, queries, droppedWords}) => {
        const dropped = new Set(droppedWords);
        const load = async (name) => {
          const pagefind = await import('/' + name + '/pagefind.js');
          await pagefind.options({baseUrl: '/', noWorker: true});
          await pagefind.init();
          return pagefind;
        };
        const [original, adapted] = await Promise.all([load('original'), load(folder)]);
        const lost = [];
        for (const query of queries) {
          const [a, b] = await Promise.all([original.search(query), adapted.search(query)]);
          const found = new Map(b.results.map((r) => [r.id, new Set(r.words)]));
          for (const result of a.results) {
            const missing = result.words.filter((word) => !found.get(result.id)?.has(word));
            if (missing.length === 0) continue;
            const words = (await result.data()).content.split(/[\\r\\n\\s]+/g);
            const unexplained = missing.filter(
              (at) =>
                !(words[at] ?? '')
                  .replace(/(\\p{Ll})(\\p{Lu})/gu, '$1 $2')
                  .toLowerCase()
                  .split(/[^\\p{L}\\p{N}]+/u)
                  .some((part) => dropped.has(part)),
            );
            if (unexplained.length > 0) {
              lost.push(query + ': ' + unexplained.map((at) => words[at]).slice(0, 3).join(' | '));
            }
          }
        }
        return lost;
      })(${JSON.stringify({folder, queries, droppedWords})})`,
    )) as string[];
  } finally {
    await browser.close();
  }
}

describe('the search index adapter and the pinned Pagefind', () => {
  const sitePages = (): SitePage[] =>
    pages.map(({url, html}) => {
      const $ = load(html);
      return {url, kind: 'article', names: [], runs: textRuns($('[data-pagefind-body]'))};
    });

  it('finds the bundle whole, and every kind of file cut short', () => {
    const torn = path.join(workDir, 'torn');
    expect(bundleProblems(path.join(workDir, 'original'))).toEqual([]);
    const chunk = readdirSync(path.join(torn, 'index'))[0] ?? '';
    const fragment = readdirSync(path.join(torn, 'fragment'))[0] ?? '';
    const meta = readdirSync(torn).find((name) => name.endsWith('.pf_meta')) ?? '';
    const half = (file: string) =>
      truncateSync(
        path.join(torn, file),
        Math.floor(readFileSync(path.join(torn, file)).length / 2),
      );
    half('pagefind.js');
    half('wasm.en.pagefind');
    half(meta);
    truncateSync(path.join(torn, 'index', chunk), 0);
    half(path.join('fragment', fragment));
    const problems = bundleProblems(torn).join('\n');
    expect(problems).toMatch(/^pagefind\.js does not parse/m);
    expect(problems).toMatch(/^wasm\.en\.pagefind is not whole gzip/m);
    expect(problems).toContain(`${meta} is not whole gzip`);
    expect(problems).toContain(`index/${chunk} is empty`);
    expect(problems).toContain(`fragment/${fragment} is not whole gzip`);
    expect(() => adaptPagefindBundle(torn, sitePages(), UNINDEXED_WORDS)).toThrow(
      /Pagefind wrote an incomplete search index/,
    );
  });

  it('keeps only the files the site loads, and stops on a file it does not know', () => {
    const written = readdirSync(path.join(workDir, 'original'));
    for (const unused of UNUSED_PAGEFIND_FILES) expect(written).toContain(unused);
    const copy = path.join(workDir, 'pruned');
    cpSync(path.join(workDir, 'original'), copy, {recursive: true});
    pruneBundle(copy);
    // The fixture's pages carry no filters, so Pagefind wrote no `filter` folder.
    expect(
      readdirSync(copy)
        .filter((name) => !/\.pf_meta$/.test(name))
        .sort(),
    ).toEqual(['fragment', 'index', 'pagefind-entry.json', 'pagefind.js', 'wasm.en.pagefind']);
    writeFileSync(path.join(copy, 'pagefind-new-feature.js'), '');
    expect(() => pruneBundle(copy)).toThrow(
      /pagefind-new-feature\.js: a file the adapter does not know/,
    );
    rmSync(copy, {recursive: true});
  });

  it('rewrites a bundle the real Pagefind wrote, into many small chunks', () => {
    const report = adaptPagefindBundle(path.join(workDir, 'adapted'), sitePages(), UNINDEXED_WORDS);
    expect(report.pages).toBe(pages.length);
    expect(report.chunksAfter).toBeGreaterThan(report.chunksBefore * 4);
    expect(readdirSync(path.join(workDir, 'adapted'))).not.toContain('fragment');
  });

  it('reads and writes the format exactly: small chunks with nothing left out lose no result', async () => {
    // Every word kept and no family split: only the format and the chunk ranges are under test.
    adaptPagefindBundle(path.join(workDir, 'neutral'), sitePages(), new Set(), {
      wholeFamilyWeight: Number.POSITIVE_INFINITY,
    });
    server = await startStaticServer(workDir);
    const words = indexedWords(path.join(workDir, 'original')).map(([word]) => word);
    const prefixes = [...new Set(words.map((word) => [...word].slice(0, 3).join('')))];
    expect(words.length).toBeGreaterThan(1000);
    expect(await lostQueries('neutral', [...words, ...prefixes])).toEqual([]);
  });

  it('finds, as the site runs it, every word and prefix whose family it keeps whole, but for stop words', async () => {
    const packed = indexedWords(path.join(workDir, 'original'));
    const familyWeight = (prefix: string) =>
      packed
        .filter(([word]) => word.startsWith(prefix))
        .reduce((total, word) => total + wordWeight(word), 0);
    // A heavy family of a short prefix is split on purpose, and stop words are left out on
    // purpose (`wit` no longer finds `with`), so only their locations may go.
    const words = packed.map(([word]) => word);
    const prefixes = [...new Set(words.map((word) => [...word].slice(0, 3).join('')))];
    const queries = [...words, ...prefixes].filter(
      (query) =>
        [...query].length >= ALWAYS_WHOLE_PREFIX || familyWeight(query) <= WHOLE_FAMILY_WEIGHT,
    );
    expect(queries.length).toBeGreaterThan(1000);
    expect(await lostQueries('adapted', queries, [...UNINDEXED_WORDS])).toEqual([]);
  });
});
