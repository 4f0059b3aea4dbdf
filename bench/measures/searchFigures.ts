import {gzipSync} from 'node:zlib';
import type {Browser, Page, Request} from 'playwright-core';
import {MODAL_RESULTS} from '../../src/plugins/search/engine/resultLimits';
import {RESULT_PARTS_FOLDER} from '../../src/plugins/search/shared/resultParts';
import {SEARCH_BUDGET_KB} from '../budgets';
import {pageWithSearchEngine} from './searchEngineScript';
import {SITE_SEARCH_CONTEXT} from '../../src/plugins/search/engine/siteSearchContext';
import {median, percentile} from './statistics';
import {pageSettled} from './pageSettled';
import {builtFileBytes} from './firstLoadAssets';
import {openHydrated} from './hydrated';

/** The bytes a query fetched from a cold page, and the files. */
export type ColdQuery = {query: string; bytes: number; files: string[]};

/** What `npm run bench` reports about search. */
export type SearchFigures = {
  firstQuery: ColdQuery;
  laterQueries: {
    count: number;
    medianBytes: number;
    p90Bytes: number;
    maxBytes: number;
    maxQuery: string;
    /** How many went over the budget of the later queries' median. */
    overMedianBudget: number;
    /** The queries over that budget, with what their bytes went to. */
    overBudget: QueryCost[];
  };
  latency: {count: number; medianMs: number; p95Ms: number; maxMs: number};
};

/** The bytes one query fetched, and how many went to word-index chunks and to result parts. */
export type QueryCost = {
  query: string;
  bytes: number;
  chunkBytes: number;
  partBytes: number;
  files: string[];
};

/**
 * Bytes a file costs over the wire: Pagefind's metadata, index chunks and wasm
 * are stored compressed already, so they travel as they are; text files
 * travel gzipped, as any CDN serves them.
 */
function transferredBytes(buildDir: string, urlPath: string): number {
  const bytes = builtFileBytes(buildDir, urlPath);
  return /\.pf_(meta|index)$|\.pagefind$/.test(urlPath)
    ? bytes.length
    : gzipSync(bytes, {level: 9}).length;
}

/** The bytes over the wire of the given files of the build (see `transferredBytes`). */
function transferred(buildDir: string, files: readonly string[]): number {
  return files.reduce((total, file) => total + transferredBytes(buildDir, file), 0);
}

/**
 * Whether a request is a `<link rel="prefetch">` of a page the reader might
 * open next. The site prefetches the pages linked from the view once the
 * browser is idle, searching or not; on a busy machine that can begin after
 * the page went quiet, so a search's bytes must leave these out.
 */
function isLinkPrefetch(request: Request): boolean {
  return request.headers()['sec-purpose']?.startsWith('prefetch') ?? false;
}

/**
 * Opens the search modal on a cold page (a guide page, loaded and hydrated)
 * and returns a way to type a query in it and get back the files it fetched
 * that the page had not: the modal's own code and the index for the first
 * query, only index files afterwards. The bench's figures and the budget
 * test both measure through it.
 */
export async function coldSearchBox(
  page: Page,
  buildDir: string,
): Promise<(query: string) => Promise<ColdQuery>> {
  // Files the page already loaded are in the browser's cache, and so is
  // anything an earlier query fetched: only a file's first request counts.
  const seen = new Set<string>();
  const recordPageLoad = (request: Request) => seen.add(new URL(request.url()).pathname);
  page.on('request', recordPageLoad);
  await openHydrated(page, '/core-concepts/scene-model');
  page.off('request', recordPageLoad);
  let fetched: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    // A HEAD request (the index probe) transfers no body.
    if (request.method() !== 'HEAD' && !isLinkPrefetch(request) && !seen.has(file)) {
      seen.add(file);
      fetched.push(file);
    }
  });
  // Opening the modal fetches its code, which the first query's bytes include: the list starts
  // before the key press, and each query hands over what came since the last one.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', {name: 'Search the docs'});
  const typed = async (query: string): Promise<ColdQuery> => {
    await box.fill(query);
    // The list names the query its results answer once they are final; what the page asks for
    // after that, it has asked for once it has settled. Sizes come from disk.
    await page
      .locator(`[data-search-results][data-search-answers=${JSON.stringify(query)}]`)
      .waitFor({state: 'attached'});
    await pageSettled(page);
    const files = fetched;
    fetched = [];
    return {query, bytes: transferred(buildDir, files), files};
  };
  return typed;
}

/** The bytes of one query typed into the modal of a cold page (see `coldSearchBox`). */
export async function coldQueryCost(
  browser: Browser,
  baseURL: string,
  buildDir: string,
  query: string,
): Promise<ColdQuery> {
  const context = await browser.newContext({baseURL});
  try {
    const typed = await coldSearchBox(await context.newPage(), buildDir);
    return await typed(query);
  } finally {
    await context.close();
  }
}

/**
 * Types queries into the modal of a cold page and totals the bytes each one
 * fetches (the modal's own chunk and the index files for the first; only
 * index chunks and fragments afterwards), then times the engine on the same
 * queries (see `timeQueries`).
 */
export async function measureSearch(
  browser: Browser,
  baseURL: string,
  buildDir: string,
  queries: readonly string[],
): Promise<SearchFigures> {
  const context = await browser.newContext({baseURL});
  const page = await context.newPage();
  try {
    const typed = await coldSearchBox(page, buildDir);
    const [first, ...later] = queries;
    const firstQuery = await typed(first ?? '');
    const laterBytes: QueryCost[] = [];
    for (const query of later) {
      const {bytes, files} = await typed(query);
      laterBytes.push({
        query,
        bytes,
        chunkBytes: transferred(
          buildDir,
          files.filter((file) => file.endsWith('.pf_index')),
        ),
        partBytes: transferred(
          buildDir,
          files.filter((file) => file.includes(`/${RESULT_PARTS_FOLDER}/`)),
        ),
        files,
      });
    }
    const largest = laterBytes.reduce((max, entry) => (entry.bytes > max.bytes ? entry : max), {
      query: '',
      bytes: 0,
      chunkBytes: 0,
      partBytes: 0,
      files: [],
    });

    const overBudget = laterBytes.filter(
      (entry) => entry.bytes > SEARCH_BUDGET_KB.laterMedian * 1024,
    );
    const timings = await timeQueries(browser, baseURL, queries);
    return {
      firstQuery,
      laterQueries: {
        count: laterBytes.length,
        medianBytes: median(laterBytes.map((entry) => entry.bytes)),
        p90Bytes: percentile(
          laterBytes.map((entry) => entry.bytes),
          0.9,
        ),
        maxBytes: largest.bytes,
        maxQuery: largest.query,
        overMedianBudget: overBudget.length,
        overBudget,
      },
      latency: {
        count: timings.length,
        medianMs: median(timings),
        p95Ms: percentile(timings, 0.95),
        maxMs: Math.max(...timings),
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * Times the site's engine (see `searchEngineScript`) on each query once, in
 * a fresh page after one warm-up query (so the wasm and the metadata are
 * loaded, as after a reader's first query): the search and the parts of the
 * results the modal lists, with the site's ranking and filters, without the
 * modal's typing debounce.
 */
async function timeQueries(
  browser: Browser,
  baseURL: string,
  queries: readonly string[],
): Promise<number[]> {
  const {page, close} = await pageWithSearchEngine(browser, baseURL, '/core-concepts/scene-model');
  try {
    return (await page.evaluate(
      `(async ({queries, context, limit}) => {
        const run = (query) => window.siteSearch.searchPagefind(query, context, limit);
        await run('scene');
        const timings = [];
        for (const query of queries) {
          const started = performance.now();
          await run(query);
          timings.push(performance.now() - started);
        }
        return timings;
      })(${JSON.stringify({queries, context: SITE_SEARCH_CONTEXT, limit: MODAL_RESULTS})})`,
    )) as number[];
  } finally {
    await close();
  }
}
