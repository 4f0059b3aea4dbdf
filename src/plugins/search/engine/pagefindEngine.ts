import {rewriteResultUrl, toPageHit, type PageHit} from './pageHits';
import type {Passage} from '../askAi/askAi';
import {RESULT_PART_WORDS, resultPartPath, type ResultPart} from '../shared/resultParts';
import {bestPart, resultFromParts, type PartsResult} from './partsResult';
import {PAGE_TABLE_FILE, type PageTable} from '../shared/pageTable';
import {
  OUTLINE_TABLE_FILE,
  unpackOutline,
  type OutlineTable,
  type PageOutline,
} from '../shared/pageOutline';
import {isPrefixNoise} from './prefixNoise';
import {rankResults, type RankedResult} from './rankResults';
import {scoreSections} from '../askAi/scoreSections';
import {selectPassages} from '../askAi/selectPassages';
import {passageWindow} from '../askAi/passageWindow';
import {passageText} from '../askAi/passageText';
import {fitTokenBudget} from '../askAi/tokenBudget';
import {informativeness, relaxQuery, type ScoredResult} from './relaxQuery';
import {questionTerms, searchTerms} from '../shared/searchTerms';

/**
 * Pagefind's ranking, tuned for reference pages: a class page lists many
 * members, so the default penalty for long pages (0.75) buried `Entity` and
 * `Scene` under shorter pages that merely mention them.
 */
export const PAGEFIND_RANKING = {pageLength: 0.1, metaWeights: {section: 0}};

/** Narrow contextual filters, as Docusaurus computes them for hosted search. */
export type SearchContext = {locale: string; tags: string[]};

type PagefindFilters = Record<string, string | {any: string[]}>;

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
};

/** The index as the site serves it at `indexUrl`. */
export function siteIndexSource(indexUrl: string): IndexSource {
  return {
    key: indexUrl,
    loadModule: async () => {
      // Checked first so that a missing index reads as such, not as a network error.
      const probe = await fetch(indexUrl, {method: 'HEAD'});
      if (probe.status === 404) {
        throw new SearchIndexMissingError('No search index has been built yet.');
      }
      return (await import(/* webpackIgnore: true */ indexUrl)) as PagefindModule;
    },
    readJson: async (pathInBundle) => {
      const response = await fetch(new URL(pathInBundle, new URL(indexUrl, window.location.href)));
      if (!response.ok)
        throw new Error(`Search index file ${pathInBundle}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    },
  };
}

type LoadedIndex = {
  pagefind: PagefindModule;
  table: PageTable;
  /** A page's part, read once per page load. */
  part: (pageId: string, index: number) => Promise<ResultPart>;
  /** Every page's outline, read once per page load, with the first Ask AI question. */
  outlines: () => Promise<OutlineTable>;
};

const loaded = new Map<string, Promise<LoadedIndex>>();

/** Reads each file once; a failed read is tried again next time. */
function readOnce<T>(source: IndexSource): (pathInBundle: string) => Promise<T> {
  const files = new Map<string, Promise<T>>();
  return (pathInBundle) => {
    let file = files.get(pathInBundle);
    if (!file) {
      file = source.readJson(pathInBundle) as Promise<T>;
      file.catch(() => files.delete(pathInBundle));
      files.set(pathInBundle, file);
    }
    return file;
  };
}

async function loadPagefind(source: IndexSource): Promise<LoadedIndex> {
  const [pagefind, table] = await Promise.all([
    source.loadModule(),
    source.readJson(PAGE_TABLE_FILE) as Promise<PageTable>,
  ]);
  await pagefind.options(
    source.basePath ? {...PAGEFIND_OPTIONS, basePath: source.basePath} : PAGEFIND_OPTIONS,
  );
  await pagefind.init();
  const readPart = readOnce<ResultPart>(source);
  const readOutlines = readOnce<OutlineTable>(source);
  return {
    pagefind,
    table,
    part: (pageId, index) => readPart(resultPartPath(pageId, index)),
    outlines: () => readOutlines(OUTLINE_TABLE_FILE),
  };
}

/** The index of `source`, loaded on first use; a failed load is tried again next time. */
function loadIndex(source: IndexSource): Promise<LoadedIndex> {
  let index = loaded.get(source.key);
  if (!index) {
    index = loadPagefind(source);
    index.catch(() => loaded.delete(source.key));
    loaded.set(source.key, index);
  }
  return index;
}

const DEFAULT_INDEX_URL = '/pagefind/pagefind.js';

function asSource(source: IndexSource | string): IndexSource {
  return typeof source === 'string' ? siteIndexSource(source) : source;
}

/**
 * Searches the embedded Pagefind index, restricted to the reader's language
 * and docs version tags, and returns the best `limit` pages. The index script
 * is loaded on the first query only; a failed load is retried next time.
 */
export async function searchPagefind(
  query: string,
  context: SearchContext,
  limit: number,
  source: IndexSource | string = DEFAULT_INDEX_URL,
): Promise<PageHit[]> {
  const {shown} = await topResults(query, context, limit, asSource(source));
  return shown.map((item) => toPageHit(item.data));
}

/** A shown result: its page id, the part fetched for it, and what it shows. */
type ShownResult = {pageId: string; part: ResultPart; data: PartsResult};

/** A query's pages in the order the site ranks them, with what ranked them. */
type RankedQuery = {
  index: LoadedIndex;
  ranked: RankedResult[];
  /** The query's words, stop words left out. */
  words: string[];
  /** How much each word tells pages apart (see `informativeness`). */
  weights: number[];
  /** For each word, the locations where it matched, by page id. */
  locationsByWord: Map<string, number[]>[];
};

async function rankQuery(
  query: string,
  context: SearchContext,
  source: IndexSource,
  terms = searchTerms(query),
): Promise<RankedQuery> {
  const index = await loadIndex(source);
  const filters = {language: context.locale, tag: {any: context.tags}};
  const words = terms.split(' ');
  // Each word on its own, so pages holding only some of the words still come (see relaxQuery).
  const byWord = await Promise.all(
    words.map((word) => index.pagefind.search(word, {filters}).then((search) => search.results)),
  );
  const totalPages = Object.keys(index.table.pages).length;
  const weights =
    words.length > 1 ? byWord.map((results) => informativeness(results.length, totalPages)) : [1];
  const relaxed = relaxQuery(byWord, weights);
  const ranked = rankResults(relaxed, query, words, weights, index.table);
  const locationsByWord = byWord.map(
    (results) => new Map(results.map((result) => [result.id, result.words])),
  );
  return {index, ranked, words, weights, locationsByWord};
}

async function topResults(
  query: string,
  context: SearchContext,
  limit: number,
  source: IndexSource,
): Promise<{index: LoadedIndex; shown: ShownResult[]}> {
  const {index, ranked, words} = await rankQuery(query, context, source);
  const terms = words.join(' ');
  // Only the results shown are fetched, and of each only the part where it matched most.
  const shown = await Promise.all(
    ranked.slice(0, limit).map(async (result) => {
      const part = await index.part(
        result.id,
        bestPart(result.words, PAGEFIND_OPTIONS.excerptLength),
      );
      return {
        pageId: result.id,
        part,
        data: resultFromParts(part, result.words, PAGEFIND_OPTIONS.excerptLength, words),
      };
    }),
  );
  return {index, shown: shown.filter((item) => !isPrefixNoise(item.data.excerpt, terms))};
}

/**
 * The passages that best answer a question, for Ask AI, numbered from 1:
 * the pages in the order the site's search ranks them for the question,
 * each giving the section that holds most of it (see `scoreSections` and
 * `selectPassages`), read as prose under its heading (see `passageWindow`
 * and `passageText`), within the token budget (see `fitTokenBudget`).
 */
export async function retrievePagefindPassages(
  question: string,
  context: SearchContext,
  source: IndexSource | string = DEFAULT_INDEX_URL,
): Promise<Passage[]> {
  const {index, ranked, weights, locationsByWord} = await rankQuery(
    question,
    context,
    asSource(source),
    questionTerms(question),
  );
  const table = await index.outlines();
  const topWeight = Math.max(0, ...ranked.map((result) => result.weight));
  const chosen = selectPassages(
    ranked.map((result) => {
      const outline = unpackOutline(table, result.id);
      const termLocations = locationsByWord.map((byPage) => byPage.get(result.id) ?? []);
      return {
        pageId: result.id,
        weight: result.exact || topWeight === 0 ? 1 : result.weight / topWeight,
        sections: outline ? scoreSections(outline, termLocations, weights) : [],
      };
    }),
  );
  const passages = await Promise.all(
    chosen.map(async ({pageId, section}) => {
      // A page gives sections only when it has an outline.
      const outline = unpackOutline(table, pageId) as PageOutline;
      const window = passageWindow(outline, section, section.proseMatches);
      const first = Math.floor(window.start / RESULT_PART_WORDS);
      const last = Math.floor(Math.max(window.start, window.end - 1) / RESULT_PART_WORDS);
      const parts = await Promise.all(
        Array.from({length: last - first + 1}, (_, offset) => index.part(pageId, first + offset)),
      );
      const page = parts[0];
      // The part a section starts in lists its heading (see `ResultPart`).
      const heading = page?.headings.find(([location]) => location === section.start);
      return {
        title: heading && page ? `${page.title}: ${heading[2]}` : (page?.title ?? ''),
        url: rewriteResultUrl(heading && page ? `${page.url}#${heading[1]}` : (page?.url ?? '')),
        text: passageText(
          parts,
          outline,
          window,
          window.start === section.start ? section.headingWords : 0,
        ),
      };
    }),
  );
  return fitTokenBudget(passages).map((passage, rank) => ({number: rank + 1, ...passage}));
}
