import type {Browser} from 'playwright-core';
import {MODAL_RESULTS} from '../../src/plugins/search/engine/resultLimits';
import {pageWithSearchEngine} from '../measures/searchEngineScript';
import {SITE_SEARCH_CONTEXT} from '../../src/plugins/search/engine/siteSearchContext';
import {everyQuery, type RelevanceSuite} from './relevanceSuite';
import type {ExpectedQuery} from './queryList';

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
          const {hits} = await window.siteSearch.searchPagefind(query, context, limit);
          out.push(hits.map((hit) => hit.url));
        }
        return out;
      })(${JSON.stringify({queries, context: SITE_SEARCH_CONTEXT, limit: MODAL_RESULTS})})`,
    )) as string[][];
  } finally {
    await close();
  }
}

/** The share of queries with an expected page among the first three listed, and the misses. */
export function topThree(
  queries: readonly ExpectedQuery[],
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

/** The share of queries for which nothing was listed, and those that listed something. */
function nothingListed(
  queries: readonly string[],
  listed: readonly (readonly string[])[],
): {rate: number; misses: string[]} {
  const misses = queries.flatMap((query, index) => {
    const pages = listed[index] ?? [];
    return pages.length === 0 ? [] : [`${query} → ${pages.slice(0, 3).join(', ')}`];
  });
  return {rate: queries.length === 0 ? 1 : 1 - misses.length / queries.length, misses};
}

/** One line of the suite's figures: a list, or one half of a list, and its rate. */
export type SuiteFigure = {
  list: string;
  half: 'whole' | 'tuning' | 'held out';
  queries: number;
  rate: number;
  misses: string[];
};

/**
 * Runs every query of the suite through `listPages` (the modal's engine,
 * in a browser or in Node) and measures each list: the earlier lists whole,
 * the categories and precision by half, so that the held-out halves are
 * reported apart from the halves the ranking may be tuned against.
 */
export async function measureSuite(
  suite: RelevanceSuite,
  listPages: (queries: readonly string[]) => Promise<string[][]>,
): Promise<SuiteFigure[]> {
  const queries = everyQuery(suite);
  const listed = await listPages(queries);
  const byQuery = new Map(queries.map((query, index) => [query, listed[index] ?? []]));
  const pagesOf = (entries: readonly {query: string}[] | readonly string[]) =>
    entries.map((entry) => byQuery.get(typeof entry === 'string' ? entry : entry.query) ?? []);
  const figures: SuiteFigure[] = [];
  const earlier = Object.values(suite.earlier).flat();
  for (const [list, entries] of [...Object.entries(suite.earlier), ['earlier suite', earlier]] as [
    string,
    readonly ExpectedQuery[],
  ][]) {
    figures.push({
      list,
      half: 'whole',
      queries: entries.length,
      ...topThree(entries, pagesOf(entries)),
    });
  }
  for (const [list, halves] of Object.entries(suite.categories)) {
    for (const [half, entries] of [
      ['tuning', halves.tuning],
      ['held out', halves.heldOut],
    ] as const) {
      figures.push({list, half, queries: entries.length, ...topThree(entries, pagesOf(entries))});
    }
  }
  for (const [half, entries] of [
    ['tuning', suite.precision.tuning],
    ['held out', suite.precision.heldOut],
  ] as const) {
    figures.push({
      list: 'precision',
      half,
      queries: entries.length,
      ...nothingListed(entries, pagesOf(entries)),
    });
  }
  return figures;
}
