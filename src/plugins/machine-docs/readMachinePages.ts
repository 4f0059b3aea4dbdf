import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {MachinePage} from './llmsTxt';
import {pageArticle} from './pageArticle';
import {articleMarkdown} from './pageMarkdown';
import {searchableArticle} from './searchableHtml';
import {searchSection} from './shared/searchSection';

/** The folder under the build output that holds the index, served as `/pagefind/`. */
export const PAGEFIND_FOLDER = 'pagefind';

/** A content page of the build, ready for the index and the docs for machines. */
export type BuiltPage = {
  /** Its HTML file, relative to the build folder. */
  file: string;
  /** What Pagefind indexes (see `searchableArticle`). */
  searchableHtml: string;
  /** What its Markdown twin and the llms files say about it. */
  machine: MachinePage;
};

/** The URL path a built `…/index.html` (or `x.html`) file is served at. */
export function servedPath(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  const withoutIndex = posix.replace(/(^|\/)index\.html$/, '');
  return `/${withoutIndex.replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
}

/** The HTML files of a build, relative to it, leaving out the search index. */
export function builtHtmlFiles(outDir: string): string[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.html') && !file.startsWith(PAGEFIND_FOLDER),
  );
}

/**
 * Reads every content page of a build once, and derives from the same parse
 * what the search index needs and its Markdown. Listings, the not-found page
 * and the search page are counted as skipped. Pages in `markdownByPath`
 * take their Markdown from it (see `operationMarkdown`). `markdownMs` is the part of
 * the time spent writing Markdown, so the index and the twins can be timed
 * apart.
 */
export function readBuiltPages(
  outDir: string,
  siteUrl: string,
  markdownByPath: ReadonlyMap<string, string> = new Map(),
): {pages: BuiltPage[]; skipped: number; markdownMs: number} {
  const pages: BuiltPage[] = [];
  let skipped = 0;
  let markdownMs = 0;
  for (const file of builtHtmlFiles(outDir)) {
    const $ = load(readFileSync(path.join(outDir, file), 'utf8'));
    const pagePath = servedPath(file);
    const title = ($('main h1').first().text() || $('title').text()).trim();
    const description = $('meta[name="description"]').attr('content') ?? '';
    const article = pageArticle($);
    if (!article) {
      skipped += 1;
      continue;
    }
    // Markdown keeps what the index leaves out (maths source, diagrams' text), so it works on a copy.
    const markdownStarted = performance.now();
    const markdown = markdownByPath.get(pagePath) ?? articleMarkdown($, article.clone(), siteUrl);
    markdownMs += performance.now() - markdownStarted;
    pages.push({
      file,
      searchableHtml: searchableArticle($, article, pagePath),
      machine: {path: pagePath, title, description, section: searchSection(pagePath), markdown},
    });
  }
  return {pages, skipped, markdownMs};
}
