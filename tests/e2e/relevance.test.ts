import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {load as parseYaml} from 'js-yaml';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {devlogPostRoutes} from './routes';
import {relevanceQueries} from './relevance';
import {MODAL_RESULTS} from '../../src/plugins/search/client/useSearchEngine';
import {DOCS_SEARCH_CONTEXT, searchEngineScript} from '../support/searchEngineScript';

const browser = sharedBrowser();
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The first result paths for each query, ranked by the site's own engine
 * (see `searchEngineScript`) in Chromium against the built index: the same
 * options, filters, exact title matches first and prefix noise dropped as in
 * the modal.
 */
async function topResults(queries: readonly string[], count: number): Promise<string[][]> {
  const {page, close} = await openPage(browser());
  try {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.addScriptTag({content: await searchEngineScript()});
    return (await page.evaluate(
      `(async ({queries, context, limit, count}) => {
        const out = [];
        for (const query of queries) {
          const hits = await window.siteSearch.searchPagefind(query, context, limit);
          out.push(hits.slice(0, count).map((hit) => hit.url));
        }
        return out;
      })(${JSON.stringify({queries, context: DOCS_SEARCH_CONTEXT, limit: MODAL_RESULTS, count})})`,
    )) as string[][];
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
