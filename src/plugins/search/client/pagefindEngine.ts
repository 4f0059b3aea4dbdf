import {rewriteResultUrl, toPageHit, type PageHit} from './pageHits';
import type {Passage} from './askAi';
import {RESULT_PART_WORDS, resultPartPath, type ResultPart} from '../shared/resultParts';
import {bestPart, partsPassage, resultFromParts, type PartsResult} from './partsResult';
import {PAGE_TABLE_FILE, type PageTable} from '../shared/pageTable';
import {isPrefixNoise} from './prefixNoise';
import {rankResults} from './rankResults';
import {informativeness, relaxQuery, type ScoredResult} from './relaxQuery';
import {searchTerms} from '../shared/searchTerms';

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
type PagefindModule = {
  options: (options: {
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

type LoadedIndex = {
  pagefind: PagefindModule;
  table: PageTable;
  /** A page's part, fetched once per page load. */
  part: (pageId: string, index: number) => Promise<ResultPart>;
};

let loading: Promise<LoadedIndex> | undefined;

async function loadPagefind(indexUrl: string): Promise<LoadedIndex> {
  // Checked first so that a missing index reads as such, not as a network error.
  const probe = await fetch(indexUrl, {method: 'HEAD'});
  if (probe.status === 404) {
    throw new SearchIndexMissingError('No search index has been built yet.');
  }
  const bundleUrl = new URL(indexUrl, window.location.href);
  const [pagefind, table] = await Promise.all([
    import(/* webpackIgnore: true */ indexUrl) as Promise<PagefindModule>,
    fetch(new URL(PAGE_TABLE_FILE, bundleUrl)).then((response) => {
      if (!response.ok) throw new Error(`Search page table: HTTP ${response.status}`);
      return response.json() as Promise<PageTable>;
    }),
  ]);
  await pagefind.options(PAGEFIND_OPTIONS);
  await pagefind.init();
  const parts = new Map<string, Promise<ResultPart>>();
  const part = (pageId: string, index: number) => {
    const path = resultPartPath(pageId, index);
    let loaded = parts.get(path);
    if (!loaded) {
      loaded = fetch(new URL(path, bundleUrl)).then((response) => {
        if (!response.ok) throw new Error(`Search result part ${path}: HTTP ${response.status}`);
        return response.json() as Promise<ResultPart>;
      });
      loaded.catch(() => parts.delete(path));
      parts.set(path, loaded);
    }
    return loaded;
  };
  return {pagefind, table, part};
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
  indexUrl = '/pagefind/pagefind.js',
): Promise<PageHit[]> {
  const {shown} = await topResults(query, context, limit, indexUrl);
  return shown.map((item) => toPageHit(item.data));
}

/** A shown result: its page id, the part fetched for it, and what it shows. */
type ShownResult = {pageId: string; part: ResultPart; data: PartsResult};

async function topResults(
  query: string,
  context: SearchContext,
  limit: number,
  indexUrl: string,
): Promise<{index: LoadedIndex; shown: ShownResult[]}> {
  loading ??= loadPagefind(indexUrl).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const index = await loading;
  const terms = searchTerms(query);
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

/** Words of context an Ask AI passage takes before and after its first match. */
const PASSAGE_WORDS = {before: 30, after: 150};

/**
 * The passages that best answer a question, for Ask AI: for each of the best
 * pages, the words around its best-matching section, numbered from 1.
 */
export async function retrievePagefindPassages(
  question: string,
  context: SearchContext,
  count = 5,
  indexUrl = '/pagefind/pagefind.js',
): Promise<Passage[]> {
  const {index, shown} = await topResults(question, context, count, indexUrl);
  return Promise.all(
    shown.map(async ({pageId, part, data}, rank) => {
      const section = data.sub_results.find((sub) => sub.locations.length > 0);
      const location = section?.locations[0] ?? data.locations[0] ?? 0;
      // A passage can run past the part the result fetched.
      const total = part.parts;
      const first = Math.floor(Math.max(0, location - PASSAGE_WORDS.before) / RESULT_PART_WORDS);
      const last = Math.min(
        total - 1,
        Math.floor((location + PASSAGE_WORDS.after) / RESULT_PART_WORDS),
      );
      const around = await Promise.all(
        Array.from({length: last - first + 1}, (_, offset) => index.part(pageId, first + offset)),
      );
      return {
        number: rank + 1,
        title:
          section && section.title !== data.meta.title
            ? `${data.meta.title ?? ''}: ${section.title}`
            : (data.meta.title ?? data.url),
        url: rewriteResultUrl(section?.url ?? data.url),
        text: partsPassage(around, location, PASSAGE_WORDS.before, PASSAGE_WORDS.after),
      };
    }),
  );
}
