import {rewriteResultUrl, toPageHit, type PageHit, type PagefindResultData} from './pageHits';
import {passageText, type Passage} from './askAi';
import {exactTitlesFirst, TITLE_INDEX_FILE, type TitleIndex} from './refineResults';
import {isPrefixNoise} from './prefixNoise';
import {searchTerms} from './searchTerms';

/**
 * Pagefind's ranking, tuned for reference pages: a class page lists many
 * members, so the default penalty for long pages (0.75) buried `Entity` and
 * `Scene` under shorter pages that merely mention them.
 */
export const PAGEFIND_RANKING = {pageLength: 0.1};

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
  ) => Promise<{results: {id: string; data: () => Promise<PagefindPageData>}[]}>;
};

/** A result's data with the full text and where the query matched in it. */
type PagefindPageData = Omit<PagefindResultData, 'sub_results'> & {
  content: string;
  locations?: number[];
  sub_results?: {url: string; title: string; excerpt: string; locations?: number[]}[];
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

type LoadedIndex = {pagefind: PagefindModule; titles: TitleIndex};

let loading: Promise<LoadedIndex> | undefined;

async function loadPagefind(indexUrl: string): Promise<LoadedIndex> {
  // Checked first so that a missing index reads as such, not as a network error.
  const probe = await fetch(indexUrl, {method: 'HEAD'});
  if (probe.status === 404) {
    throw new SearchIndexMissingError('No search index has been built yet.');
  }
  const titlesUrl = new URL(TITLE_INDEX_FILE, new URL(indexUrl, window.location.href)).href;
  const [pagefind, titles] = await Promise.all([
    import(/* webpackIgnore: true */ indexUrl) as Promise<PagefindModule>,
    fetch(titlesUrl).then((response) =>
      response.ok ? (response.json() as Promise<TitleIndex>) : {},
    ),
  ]);
  await pagefind.options(PAGEFIND_OPTIONS);
  await pagefind.init();
  return {pagefind, titles};
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
  const data = await topResults(query, context, limit, indexUrl);
  return data.map((item) => toPageHit(item));
}

async function topResults(
  query: string,
  context: SearchContext,
  limit: number,
  indexUrl: string,
): Promise<PagefindPageData[]> {
  loading ??= loadPagefind(indexUrl).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const {pagefind, titles} = await loading;
  const terms = searchTerms(query);
  const {results} = await pagefind.search(terms, {
    filters: {language: context.locale, tag: {any: context.tags}},
  });
  // Only the results shown are fetched: each costs its page's fragment.
  const shown = exactTitlesFirst(results, query, titles).slice(0, limit);
  const data = await Promise.all(shown.map((result) => result.data()));
  return data.filter((item) => !isPrefixNoise(item.excerpt, terms));
}

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
  const pages = await topResults(question, context, count, indexUrl);
  return pages.map((page, index) => {
    const section = page.sub_results?.find((sub) => (sub.locations?.length ?? 0) > 0);
    const location = section?.locations?.[0] ?? page.locations?.[0] ?? 0;
    return {
      number: index + 1,
      title:
        section && section.title !== page.meta.title
          ? `${page.meta.title ?? ''}: ${section.title}`
          : (page.meta.title ?? page.url),
      url: rewriteResultUrl(section?.url ?? page.url),
      text: passageText(page.content, location),
    };
  });
}
