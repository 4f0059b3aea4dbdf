import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import {articleDocument} from '../../../site/builtSite/articleDocument';
import {builtHtmlFiles} from '../../../site/builtSite/builtHtmlFiles';
import {pageArticle} from '../../../site/builtSite/pageArticle';
import {servedPath} from '../../../site/builtSite/servedPath';
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
 * Reads every content page of a build for the search index: the HTML
 * Pagefind indexes, under the page's served path, and what the site knows
 * of it that Pagefind does not: its kind, the names it defines and which
 * of its words are code, each handed to `onPage` as soon as it is read.
 * Listings, the not-found page and the search page are counted as skipped.
 */
export async function readSearchPages(
  outDir: string,
  onPage: (page: SearchPage) => void = () => undefined,
): Promise<{pages: SearchPage[]; skipped: number}> {
  const pages: SearchPage[] = [];
  let skipped = 0;
  for (const file of builtHtmlFiles(outDir, [PAGEFIND_FOLDER])) {
    // Read without blocking, so that what `onPage` hands on (to Pagefind) goes out meanwhile.
    const $ = load(articleDocument(await readFile(path.join(outDir, file), 'utf8')));
    const url = servedPath(file);
    const article = pageArticle($);
    if (!article) {
      skipped += 1;
      continue;
    }
    const kind = pageKind($, url);
    const html = searchableArticle($, article, url);
    const runs = textRuns(article);
    const page: SearchPage = {
      url,
      html,
      kind,
      names: definedNames($, article),
      runs,
      showsVocabulary: article.find(`[${VOCABULARY_ATTRIBUTE}]`).length > 0,
    };
    pages.push(page);
    onPage(page);
  }
  return {pages, skipped};
}
