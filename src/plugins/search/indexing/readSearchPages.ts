import {builtHtmlFiles} from '../../../site/builtSite/builtHtmlFiles';
import {
  parseBuiltPage,
  readBuiltPages,
  type ParsedPage,
} from '../../../site/builtSite/readBuiltPages';
import {definedNames} from './definedNames';
import {pageKind} from './pageKind';
import {PAGEFIND_FOLDER} from '../shared/pagefindFolder';
import type {SitePage} from './pagefindAdapter';
import {searchableArticle} from './searchableHtml';
import {textRuns} from './textRuns';
import {VOCABULARY_ATTRIBUTE} from '../shared/wordTable';

/** A content page of the build, as the search index takes it. */
export type SearchPage = SitePage & {
  /** What Pagefind indexes (see `searchableArticle`). */
  html: string;
  /** Whether it shows the search vocabulary (the Glossary), and so proves no word of it is on a page. */
  showsVocabulary: boolean;
};

/**
 * A content page as the search index takes it: the HTML Pagefind indexes,
 * under the page's served path, and what the site knows of it that
 * Pagefind does not: its kind, the names it defines and which of its words
 * are code. Changes the page's article (see `searchableArticle`), so it
 * reads a page after every other reader.
 */
export function searchPageOf(page: ParsedPage): SearchPage {
  const {$, article, url} = page;
  const kind = pageKind($, url);
  const html = searchableArticle(page, url);
  return {
    url,
    html,
    kind,
    names: definedNames($, article),
    runs: textRuns(article),
    showsVocabulary: article.find(`[${VOCABULARY_ATTRIBUTE}]`).length > 0,
  };
}

/**
 * Reads the content pages of a build for the search index (see
 * `searchPageOf`): every HTML file outside the search bundle, each page
 * handed to `onPage` as soon as it is read.
 */
export async function readSearchPages(
  outDir: string,
  onPage: (page: SearchPage) => void = () => undefined,
): Promise<{pages: SearchPage[]; skipped: number}> {
  const pages: SearchPage[] = [];
  const files = builtHtmlFiles(outDir, [PAGEFIND_FOLDER]);
  const {skipped} = await readBuiltPages(outDir, files, (file, document) => {
    const page = parseBuiltPage(file, document);
    if (!page) return false;
    const searchPage = searchPageOf(page);
    pages.push(searchPage);
    onPage(searchPage);
    return true;
  });
  return {pages, skipped};
}
