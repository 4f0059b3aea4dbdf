import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {load as parseYaml} from 'js-yaml';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {devlogPostRoutes} from './routes';
import {relevanceQueries} from './relevance';
import {rewriteResultUrl} from '../../src/plugins/search/client/pageHits';
import {titleKey} from '../../src/plugins/search/client/refineResults';
import {MODAL_RESULTS} from '../../src/plugins/search/client/useSearchEngine';
import {isPrefixNoise} from '../../src/plugins/search/client/prefixNoise';
import {searchTerms} from '../../src/plugins/search/client/searchTerms';
import {PAGEFIND_OPTIONS} from '../../src/plugins/search/client/pagefindEngine';

const browser = sharedBrowser();
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The first result paths for each query, from the built index in Chromium,
 * ranked as the modal ranks them: the same options and filters, exact title
 * matches first (from the bundle's titles.json), prefix noise dropped.
 */
async function topResults(readerQueries: readonly string[], count: number): Promise<string[][]> {
  const queries = readerQueries.map((query) => ({terms: searchTerms(query), key: titleKey(query)}));
  const {page, close} = await openPage(browser());
  try {
    await page.goto('/', {waitUntil: 'networkidle'});
    const raw = (await page.evaluate(
      `(async (queries) => {
        const pagefind = await import('/pagefind/pagefind.js');
        const titles = await (await fetch('/pagefind/titles.json')).json();
        await pagefind.options(${JSON.stringify(PAGEFIND_OPTIONS)});
        await pagefind.init();
        const out = [];
        for (const {terms, key} of queries) {
          const search = await pagefind.search(terms, {filters: {language: 'en', tag: {any: ['default', 'docs-default-current']}}});
          const exact = new Set(titles[key] ?? []);
          const ranked = [...search.results.filter((r) => exact.has(r.id)), ...search.results.filter((r) => !exact.has(r.id))];
          const data = await Promise.all(ranked.slice(0, ${MODAL_RESULTS}).map((result) => result.data()));
          out.push(data.map((item) => ({url: item.url, excerpt: item.excerpt})));
        }
        return out;
      })(${JSON.stringify(queries)})`,
    )) as {url: string; excerpt: string}[][];
    return raw.map((results, index) =>
      results
        .filter((result) => !isPrefixNoise(result.excerpt, queries[index]?.terms ?? ''))
        .slice(0, count)
        .map((result) => rewriteResultUrl(result.url)),
    );
  } finally {
    await close();
  }
}

describe('search relevance', () => {
  it('puts the expected page in the first three results for at least 90% of reader queries', async () => {
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
    const results = await topResults(
      relevanceQueries.map((entry) => entry.query),
      3,
    );
    const misses = relevanceQueries.filter(
      (entry, index) => !results[index]?.includes(entry.expected),
    );
    const hitRate = 1 - misses.length / relevanceQueries.length;
    console.info(
      `relevance: ${(hitRate * 100).toFixed(1)}% in the top 3`,
      misses.map(
        (miss) => `${miss.query} → ${results[relevanceQueries.indexOf(miss)]?.join(', ')}`,
      ),
    );
    expect(hitRate).toBeGreaterThanOrEqual(0.9);
  });

  it('finds every REST API operation by its summary', async () => {
    const spec = parseYaml(readFileSync(path.join(root, 'openapi/asset-api.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, {summary?: string}>>;
    };
    const summaries = Object.values(spec.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        operation.summary ? [operation.summary] : [],
      ),
    );
    const results = await topResults(summaries, 5);
    const missing = summaries.filter(
      (_, index) => !results[index]?.some((url) => url.startsWith('/references/api/')),
    );
    expect(missing).toEqual([]);
  });

  it('finds every livelink.js and livelink.react class by name among the results the modal lists', async () => {
    // A reader types the class name, without the namespace of its page name (Events.X).
    const classes = ['livelink.js', 'livelink.react'].flatMap((library) =>
      readdirSync(path.join(root, 'docs/references', library, 'classes')).map((file) => {
        const page = file.replace(/\.mdx?$/, '');
        return {
          name: page.split('.').at(-1) ?? page,
          url: `/references/${library}/classes/${page}`,
        };
      }),
    );
    // Generic names (Scene, Entity) share their word with guide pages; the class must be among what the modal lists.
    const results = await topResults(
      classes.map((entry) => entry.name),
      MODAL_RESULTS,
    );
    const missing = classes.filter((entry, index) => !results[index]?.includes(entry.url));
    expect(
      missing.map((entry) => `${entry.name} → ${results[classes.indexOf(entry)]?.join(', ')}`),
    ).toEqual([]);
  });

  it('finds every devlog post by its title', async () => {
    const results = await topResults(
      devlogPostRoutes.map((route) => route.heading),
      3,
    );
    const missing = devlogPostRoutes.filter(
      (route, index) => !results[index]?.includes(route.path),
    );
    expect(missing.map((route) => route.path)).toEqual([]);
  });
});
