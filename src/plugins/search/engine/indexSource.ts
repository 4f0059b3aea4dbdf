import type {ScoredResult} from './matchSlots';
import {PAGEFIND_FOLDER, PAGEFIND_SCRIPT} from '../shared/pagefindFolder';

/**
 * Pagefind's ranking, tuned for reference pages: a class page lists many
 * members, so Pagefind's default penalty for long pages (0.75) would bury
 * `Entity` and `Scene` under shorter pages that merely mention them.
 */
const PAGEFIND_RANKING = {pageLength: 0.1, metaWeights: {section: 0}};

/** Narrow contextual filters, as Docusaurus computes them for hosted search. */
export type SearchContext = {locale: string; tags: string[]};

/** Pagefind filters, by filter name: one value, or any of several. */
export type PagefindFilters = Record<string, string | {any: string[]}>;

/** The slice of Pagefind's browser API the site uses. */
export type PagefindModule = {
  options: (options: {
    /** Where the bundle lives, when not beside the page (the MCP server's copy in Node). */
    basePath?: string;
    baseUrl?: string;
    excerptLength?: number;
    ranking?: typeof PAGEFIND_RANKING;
    noWorker?: boolean;
  }) => Promise<void>;
  init: () => Promise<void>;
  search: (
    query: string,
    options?: {filters?: PagefindFilters},
  ) => Promise<{results: ScoredResult[]}>;
};

/** The index is missing (no build yet under `npm start`), not unreachable. */
export class SearchIndexMissingError extends Error {}

/**
 * Pagefind's options for the site. It runs on the main thread: a query takes
 * a few milliseconds there, and the worker would cost another 12 KB script.
 */
export const PAGEFIND_OPTIONS = {
  baseUrl: '/',
  excerptLength: 24,
  ranking: PAGEFIND_RANKING,
  noWorker: true,
};

/**
 * Where the engine reads the index from: the browser fetches it from the
 * site; the MCP server and the tests read the built bundle from disk (see
 * `src/mcp/builtSearchIndex.ts`). `readJson` takes a path relative to the
 * bundle (`pages.json`, `parts/…`).
 */
export type IndexSource = {
  /** Tells sources apart, so that each is loaded once. */
  key: string;
  /** Pagefind's `basePath`, when the bundle is not beside the page. */
  basePath?: string;
  loadModule: () => Promise<PagefindModule>;
  readJson: (pathInBundle: string) => Promise<unknown>;
  /**
   * Whether the index is not there at all (no build yet under `npm start`),
   * asked only once loading it failed, so that this reads as such and not as
   * a network error.
   */
  isMissing?: () => Promise<boolean>;
};

/** The index as the site serves it at `indexUrl`. */
function siteIndexSource(indexUrl: string): IndexSource {
  return {
    key: indexUrl,
    loadModule: async () => (await import(/* webpackIgnore: true */ indexUrl)) as PagefindModule,
    isMissing: async () => (await fetch(indexUrl, {method: 'HEAD'})).status === 404,
    readJson: async (pathInBundle) => {
      const response = await fetch(new URL(pathInBundle, new URL(indexUrl, window.location.href)));
      if (!response.ok)
        throw new Error(`Search index file ${pathInBundle}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    },
  };
}

/** Where the site serves Pagefind's browser script. */
const DEFAULT_INDEX_URL = `/${PAGEFIND_FOLDER}/${PAGEFIND_SCRIPT}`;

/** The index at `source`: a source, or the URL of Pagefind's browser script on the site (by default, the site's own). */
export function asSource(source: IndexSource | string = DEFAULT_INDEX_URL): IndexSource {
  return typeof source === 'string' ? siteIndexSource(source) : source;
}
