import {rmSync} from 'node:fs';
import path from 'node:path';
import {bundleProblems, pruneBundle} from './bundleFiles';
import {codeWords, type TextRun} from './codeWords';
import {pageWords, readFragments} from './readFragments';
import {
  LOCATIONS_PER_CHUNK,
  rewriteWordIndex,
  WHOLE_FAMILY_WEIGHT,
  type WordIndexOptions,
} from './rewriteWordIndex';
import {PagefindFormatError, SUPPORTED_PAGEFIND_VERSION} from './supportedPagefind';
import {writePageTable} from './writePageTable';
import {writeResultParts} from './writeResultParts';
import type {PageKind} from '../../shared/pageTable';

export {bundleProblems} from './bundleFiles';

/** What the site read from a page it gave Pagefind, by the URL it gave it under. */
export type SitePage = {
  url: string;
  kind: PageKind;
  names: readonly string[];
  runs: readonly TextRun[];
};

/** What the adapter did to a bundle. */
export type AdaptReport = {
  /**
   * Each page's text as Pagefind indexed it, by URL: the words a query
   * matches, separated as Pagefind separates them (blocks and table cells
   * apart), for the lexicon and the vocabulary check.
   */
  pageTexts: Map<string, string>;
  pages: number;
  chunksBefore: number;
  chunksAfter: number;
  parts: number;
  names: number;
};

/**
 * The one place that reads and rewrites Pagefind's private bundle files,
 * for the supported release only (see `SUPPORTED_PAGEFIND_VERSION`); every
 * file is checked against the layout it expects, and anything unexpected
 * stops the build with a `PagefindFormatError`. It:
 *
 * - checks that every file Pagefind wrote is whole (see `bundleProblems`),
 *   and deletes those the site never loads (see `pruneBundle`);
 * - rewrites the word index in small chunks, without `droppedWords`, so a
 *   query loads a few KB instead of one 30 KB chunk per word (the chunking
 *   can be set apart for tests, see `WordIndexOptions`);
 * - cuts each page's text into result parts that know which words are code,
 *   so a result costs one small part instead of the page's whole fragment;
 * - writes the page table (titles, kinds and defined names) that ranking
 *   and exact-name search use;
 * - deletes the fragments: the result parts stand in for them, so nothing fetches them.
 */
export function adaptPagefindBundle(
  bundleDir: string,
  sitePages: readonly SitePage[],
  droppedWords: ReadonlySet<string>,
  chunking: Partial<Omit<WordIndexOptions, 'droppedWords'>> = {},
): AdaptReport {
  const problems = bundleProblems(bundleDir);
  if (problems.length > 0) {
    throw new Error(
      `Pagefind wrote an incomplete search index into ${bundleDir}: ${problems.join('; ')}. Pagefind ${SUPPORTED_PAGEFIND_VERSION} flushes every file before it answers, so this is a new fault: report it with this message.`,
    );
  }
  pruneBundle(bundleDir);
  const words = rewriteWordIndex(bundleDir, {
    droppedWords,
    locationsPerChunk: chunking.locationsPerChunk ?? LOCATIONS_PER_CHUNK,
    wholeFamilyWeight: chunking.wholeFamilyWeight ?? WHOLE_FAMILY_WEIGHT,
  });
  const indexed = readFragments(bundleDir);
  const fragmentIds = new Set(indexed.map((page) => page.id));
  const missing = words.pageIds.filter((id) => !fragmentIds.has(id));
  if (missing.length > 0 || fragmentIds.size !== words.pageIds.length) {
    throw new PagefindFormatError(
      'fragment/',
      `the fragments do not match the metadata's ${words.pageIds.length} pages`,
    );
  }
  const byUrl = new Map(sitePages.map((page) => [page.url, page]));
  const pages = indexed.map(({id, fragment}) => {
    const site = byUrl.get(fragment.url);
    if (!site)
      throw new PagefindFormatError(
        `fragment/${id}.pf_fragment`,
        `URL ${fragment.url} was never indexed`,
      );
    const code = codeWords(pageWords(fragment.content), site.runs);
    if (!code) {
      throw new Error(
        `Pagefind read the text of ${fragment.url} differently from the site (letters and digits do not line up), so its search results cannot tell code from prose. Look for an element Pagefind leaves out of its text that the site keeps (see searchableHtml's PAGEFIND_REMOVES).`,
      );
    }
    return {id, fragment, site, code};
  });
  const parts = writeResultParts(bundleDir, pages);
  const names = writePageTable(
    bundleDir,
    pages.map(({id, fragment, site}) => ({
      id,
      title: fragment.meta.title ?? fragment.url,
      kind: site.kind,
      names: site.names,
    })),
  );
  rmSync(path.join(bundleDir, 'fragment'), {recursive: true, force: true});
  return {
    pageTexts: new Map(pages.map(({fragment}) => [fragment.url, fragment.content])),
    pages: pages.length,
    chunksBefore: words.chunksBefore,
    chunksAfter: words.chunksAfter,
    parts,
    names,
  };
}
