/**
 * Every budget and goal the site is held to, written once. The tests assert
 * the ones a build decides alone (sizes, relevance), and `npm run bench`
 * prints all of them next to its figures, as "ok" or "OVER". Times and
 * Lighthouse scores depend on the machine, so only the bench shows them.
 */

/**
 * What a page template may download on a cold load, in KB, so that a reader
 * on a slow connection gets a working page without waiting on code it does
 * not use: JavaScript and CSS gzipped at level 9 (as a CDN serves them),
 * fonts as served (woff2 is compressed already). JavaScript counts every
 * script fetched until the network is idle, the ones loaded after hydration
 * included.
 */
export type FirstLoadBudget = {js: number; css?: number; fonts?: number};

/**
 * A written page, a reference page or a devlog post. The bench used to allow
 * 250 KB of JavaScript where the tests allowed 230 KB; the stricter value
 * holds, as every template under it measured below 230 KB.
 */
export const PAGE_FIRST_LOAD_BUDGET_KB = {js: 230, css: 25, fonts: 60} satisfies FirstLoadBudget;

/**
 * An operation page of the REST API reference, whose widgets the other
 * templates lack. Up to 400 KB was allowed at first; the tests and the bench
 * have both held it to 250 KB since, which it meets, so growth shows early.
 */
export const API_OPERATION_FIRST_LOAD_BUDGET_KB = {js: 250} satisfies FirstLoadBudget;

/** The gzipped code (scripts and stylesheets) that opening the REST API console may fetch, in KB. */
export const API_CONSOLE_OPENING_BUDGET_KB = 60;

/**
 * What the embedded search may fetch, in KB over the wire, so that searching
 * stays quick on a slow connection: the first query on a cold page (the
 * modal's code and the index's entry files), then the median and the
 * largest of the later queries.
 */
export const SEARCH_BUDGET_KB = {firstQuery: 150, laterMedian: 20, laterMax: 100};

/** How long the search engine may take per query once loaded, in milliseconds. */
export const SEARCH_LATENCY_BUDGET_MS = {median: 30, p95: 60};

/**
 * The production build, from a cold start. The first 90 s covered 25 pages;
 * with the generated references (about 450 pages) the wall time scales with
 * the page count.
 */
export const BUILD_BUDGET = {
  wallSeconds: 240,
  peakMemoryGB: 3,
  searchIndexSeconds: 10,
  socialCardsSeconds: 15,
};

/**
 * Our build against the vanilla anchor (a plain classic-template site of the
 * same size, built in the same run): at most this many times its time, cold
 * and when rebuilt with nothing changed.
 */
export const BUILD_ANCHOR_GOAL_RATIO = {cold: 2, rebuild: 1.2};

/**
 * `npm start` from a fresh install: seconds until the first doc page shows,
 * and until an edit to its Markdown shows in the open page.
 */
export const DEV_SERVER_GOAL_SECONDS = {firstPage: 60, hotReload: 3};

/**
 * The share of queries whose expected page is among the first three the
 * search modal lists. The earlier suite (documented names, reader questions
 * and keywords together) was held to 95 % by the tests and 96 % by the bench;
 * the stricter value holds, as it measured 96.5 %. Each of its lists has a
 * floor of its own, so that one list cannot carry another: documented names
 * must all but always come first, and reader questions, in readers' own
 * words that pages often do not use, must not slip. Each category's
 * held-out half has a goal, and precision queries must list nothing at all.
 */
export const RELEVANCE_GOALS = {
  earlierSuite: 0.96,
  earlierListFloors: {names: 0.95, readers: 0.8, keywords: 0.9},
  heldOut: 0.95,
  precision: 1,
};

/** The share of Ask AI's evaluation questions whose expected page gives a passage (a goal, not a test). */
export const RETRIEVAL_RECALL_GOAL = 0.95;

/**
 * Lighthouse goals for every page template, by form factor where they
 * differ. Printed next to the figures, never asserted: Lighthouse figures
 * depend too much on the machine to fail a test.
 */
export const LIGHTHOUSE_GOALS = {
  minPerformance: {mobile: 90, desktop: 98},
  maxCls: 0.02,
  accessibility: 100,
};
