import {rewriteResultUrl, toPageHit, type PageHit, type PagefindResultData} from './pageHits';
import {passageText, type Passage} from './askAi';
import {refineResults} from './refineResults';
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

let loading: Promise<PagefindModule> | undefined;

async function loadPagefind(indexUrl: string): Promise<PagefindModule> {
  // Checked first so that a missing index reads as such, not as a network error.
  const probe = await fetch(indexUrl, {method: 'HEAD'});
  if (probe.status === 404) {
    throw new SearchIndexMissingError('No search index has been built yet.');
  }
  const pagefind = (await import(/* webpackIgnore: true */ indexUrl)) as PagefindModule;
  await pagefind.options({baseUrl: '/', excerptLength: 24, ranking: PAGEFIND_RANKING});
  await pagefind.init();
  return pagefind;
}

/**
 * Searches the embedded Pagefind index, restricted to the reader's language
 * and docs version tags, and returns the best `limit` pages. The index script
 * is loaded on the first query only; a failed load is retried next time.
 */
export async function searchPagefind(
  query: string,
  context: SearchContext,
  limit = 12,
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
  const pagefind = await loading;
  const terms = searchTerms(query);
  const {results} = await pagefind.search(terms, {
    filters: {language: context.locale, tag: {any: context.tags}},
  });
  // Fetch twice as many as shown: refining drops some and brings exact titles up from further down.
  const data = await Promise.all(results.slice(0, limit * 2).map((result) => result.data()));
  return refineResults(data, query).slice(0, limit);
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
