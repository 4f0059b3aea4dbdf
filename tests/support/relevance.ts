import type {Browser} from 'playwright-core';
import {MODAL_RESULTS} from '../../src/plugins/search/client/useSearchEngine';
import {DOCS_SEARCH_CONTEXT, pageWithSearchEngine} from './searchEngineScript';

/** A query with the pages any of which answers it. */
export type ExpectedPages = {query: string; expected: readonly string[]};

/**
 * The pages the modal lists for each query, in its order, from the site's
 * own engine (see `searchEngineScript`) in Chromium against the built index.
 * The modal shows the engine's hits in the order the engine returns them.
 */
export async function listedPages(
  browser: Browser,
  baseURL: string,
  queries: readonly string[],
): Promise<string[][]> {
  const {page, close} = await pageWithSearchEngine(browser, baseURL, '/');
  try {
    return (await page.evaluate(
      `(async ({queries, context, limit}) => {
        const out = [];
        for (const query of queries) {
          const hits = await window.siteSearch.searchPagefind(query, context, limit);
          out.push(hits.map((hit) => hit.url));
        }
        return out;
      })(${JSON.stringify({queries, context: DOCS_SEARCH_CONTEXT, limit: MODAL_RESULTS})})`,
    )) as string[][];
  } finally {
    await close();
  }
}

/** The share of queries with an expected page among the first three listed, and the misses. */
export function topThree(
  queries: readonly ExpectedPages[],
  listed: readonly (readonly string[])[],
): {rate: number; misses: string[]} {
  const misses = queries.flatMap((entry, index) => {
    const firstThree = (listed[index] ?? []).slice(0, 3);
    return entry.expected.some((url) => firstThree.includes(url))
      ? []
      : [
          `${entry.query} → ${firstThree.join(', ') || 'nothing'} (expected ${entry.expected.join(' or ')})`,
        ];
  });
  return {rate: queries.length === 0 ? 1 : 1 - misses.length / queries.length, misses};
}
