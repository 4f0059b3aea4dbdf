import type {PageHit, SectionHit} from '../engine/pageHits';
import {MAX_SECTIONS, rewriteResultUrl} from '../engine/pageHits';
import {searchSection} from '../../../site/searchSection';
import {algoliaOrigin, type AlgoliaSettings} from '../shared/engineSettings';
import {PAGEFIND_OPTIONS, type SearchContext} from '../engine/indexSource';
import type {Passage} from '../askAi/askAi';
import {PASSAGE_LIMITS} from '../askAi/selectPassages';
import {fitTokenBudget} from '../askAi/tokenBudget';
import {escapeHtml} from '../../../site/escapeHtml';

/** A DocSearch record, reduced to what the modal shows. */
export type DocSearchHit = {
  url: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  _snippetResult?: {content?: {value?: string}};
  _highlightResult?: {hierarchy?: Record<string, {value?: string}>};
};

function pageUrl(url: string): string {
  const parsed = new URL(url, 'https://docs.invalid');
  return rewriteResultUrl(parsed.pathname);
}

/**
 * Groups DocSearch records (one per heading) into page hits like the
 * embedded engine's, so the modal renders both the same way.
 */
export function docSearchToPageHits(records: readonly DocSearchHit[]): PageHit[] {
  const pages = new Map<string, PageHit>();
  for (const record of records) {
    const url = pageUrl(record.url);
    const parsed = new URL(record.url, 'https://docs.invalid');
    const title = record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? url;
    const excerpt = record._snippetResult?.content?.value ?? '';
    let page = pages.get(url);
    if (!page) {
      page = {url, title, section: searchSection(url), excerpt, sections: []};
      pages.set(url, page);
    }
    const heading = record.hierarchy.lvl3 ?? record.hierarchy.lvl2;
    if (parsed.hash && heading && page.sections.length < MAX_SECTIONS) {
      const section: SectionHit = {url: `${url}${parsed.hash}`, title: heading, excerpt};
      page.sections.push(section);
    }
  }
  return [...pages.values()];
}

async function queryAlgolia(
  query: string,
  context: SearchContext,
  settings: AlgoliaSettings,
  parameters: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<DocSearchHit[]> {
  const response = await fetch(
    `${algoliaOrigin(settings.appId)}/1/indexes/${encodeURIComponent(settings.indexName)}/query`,
    {
      method: 'POST',
      signal,
      headers: {
        'X-Algolia-Application-Id': settings.appId,
        'X-Algolia-API-Key': settings.searchKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        query,
        clickAnalytics: false,
        analytics: false,
        // Matches marked as the embedded engine marks them, the one tag the
        // modal keeps; Algolia's own default is `<em>`.
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters: [
          `language:${context.locale}`,
          context.tags.map((tag) => `docusaurus_tag:${tag}`),
        ],
        ...parameters,
      }),
    },
  );
  if (!response.ok) {
    throw new Error(`Algolia answered ${response.status}`);
  }
  const {hits} = (await response.json()) as {hits: DocSearchHit[]};
  return hits;
}

/** Words of a record's snippet or citation: as many as an excerpt of the embedded engine. */
const EXCERPT_WORDS = PAGEFIND_OPTIONS.excerptLength;

/**
 * Records asked for each page hit shown: the page's own record and its
 * sections. A page whose records outnumber that leaves fewer pages, so the
 * list can come out shorter than `limit`, never longer.
 */
const RECORDS_PER_PAGE_HIT = MAX_SECTIONS + 1;

/**
 * Queries the Algolia index over its REST API with the same contextual
 * filters as the embedded engine (language, docs tags) and click analytics
 * and insights off, and lists at most `limit` pages, as the embedded engine
 * does for the modal and the search page.
 */
export async function searchAlgolia(
  query: string,
  context: SearchContext,
  settings: AlgoliaSettings,
  limit: number,
  signal?: AbortSignal,
): Promise<PageHit[]> {
  const hits = await queryAlgolia(
    query,
    context,
    settings,
    {
      hitsPerPage: limit * RECORDS_PER_PAGE_HIT,
      attributesToSnippet: [`content:${String(EXCERPT_WORDS)}`],
    },
    signal,
  );
  return docSearchToPageHits(hits).slice(0, limit);
}

/** A record's text as a citation's excerpt: its first words, escaped as excerpts are. */
function recordExcerpt(text: string): string {
  const words = text.split(/\s+/);
  const shown = words.slice(0, EXCERPT_WORDS).join(' ');
  const escaped = escapeHtml(shown);
  return words.length > EXCERPT_WORDS ? `${escaped} …` : escaped;
}

/**
 * Numbered passages for Ask AI from DocSearch records: each record is one
 * block of a page under its headings, so the best records with text become
 * the passages, titled by their page and heading, under the same limits as
 * the embedded engine's (see `PASSAGE_LIMITS` and `fitTokenBudget`).
 */
export function docSearchToPassages(
  records: readonly DocSearchHit[],
  count: number = PASSAGE_LIMITS.passages,
): Passage[] {
  const passages: Omit<Passage, 'number'>[] = [];
  const perPage = new Map<string, number>();
  for (const record of records) {
    const text = record.content?.trim();
    if (!text || passages.length >= count) continue;
    const parsed = new URL(record.url, 'https://docs.invalid');
    const pagePath = rewriteResultUrl(parsed.pathname);
    const fromPage = perPage.get(pagePath) ?? 0;
    if (fromPage >= PASSAGE_LIMITS.perPage) continue;
    perPage.set(pagePath, fromPage + 1);
    const page = record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? parsed.pathname;
    const heading = record.hierarchy.lvl3 ?? record.hierarchy.lvl2;
    passages.push({
      title: heading ? `${page}: ${heading}` : page,
      url: `${pagePath}${parsed.hash}`,
      text,
      excerpt: recordExcerpt(text),
    });
  }
  return fitTokenBudget(passages).map((passage, index) => ({number: index + 1, ...passage}));
}

/**
 * Records asked for each passage wanted. Not every record becomes one:
 * DocSearch keeps a record for each heading, with no text, beside those of
 * the paragraphs, and a page past its share of passages gives none (see
 * `docSearchToPassages`). Three leaves room for both; it is a margin, not a
 * count derived from the index.
 */
const RECORDS_PER_PASSAGE = 3;

/** The passages that best answer a question, from the Algolia index. */
export async function retrieveAlgoliaPassages(
  question: string,
  context: SearchContext,
  settings: AlgoliaSettings,
  count: number = PASSAGE_LIMITS.passages,
  signal?: AbortSignal,
): Promise<Passage[]> {
  const hits = await queryAlgolia(
    question,
    context,
    settings,
    {
      hitsPerPage: count * RECORDS_PER_PASSAGE,
      attributesToRetrieve: ['url', 'hierarchy', 'content'],
    },
    signal,
  );
  return docSearchToPassages(hits, count);
}
