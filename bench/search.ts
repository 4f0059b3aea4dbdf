import type {Browser} from 'playwright-core';
import {keywordQueries} from './relevance/keywordQueries';
import {readerQuestions} from './relevance/readerQuestions';
import type {RelevanceSuite} from './relevance/relevanceSuite';
import {
  coldQueryCost,
  measureSearch,
  type ColdQuery,
  type SearchFigures,
} from './measures/searchFigures';

/**
 * The fixed queries of the search figures: the reader queries of the
 * relevance suite, then short one-word queries, the kind typed letter by
 * letter.
 */
const SEARCH_QUERIES = [
  ...keywordQueries.map((entry) => entry.query),
  ...readerQuestions.map((entry) => entry.query),
  ...['entity', 'scene', 'viewport', 'camera', 'token', 'physics', 'animation', 'material'],
  ...['light', 'upload', 'session', 'collaboration'],
];

/** The search figures, and what a first query costs when it is a typo. */
export type SearchStepFigures = SearchFigures & {firstTypoQuery: ColdQuery};

/**
 * Bytes per query and engine latency over the fixed queries and the tuning
 * half of the suite's typo queries, then the bytes of a typo typed as the
 * very first query of a cold page.
 */
export async function measureSearchStep(
  browser: Browser,
  baseURL: string,
  buildDir: string,
  suite: RelevanceSuite,
): Promise<SearchStepFigures> {
  const typos = suite.categories.typos.tuning.map((entry) => entry.query);
  const search = await measureSearch(browser, baseURL, buildDir, [...SEARCH_QUERIES, ...typos]);
  const firstTypoQuery = await coldQueryCost(browser, baseURL, buildDir, typos[0] ?? '');
  return {...search, firstTypoQuery};
}
