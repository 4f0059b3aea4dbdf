import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {articleDocument} from './articleDocument';
import {pageArticle} from './pageArticle';
import {servedPath} from './servedPath';

/** A content page of a build, parsed once for everything read from it. */
export type ParsedPage = {
  /** Its file, relative to the build folder. */
  file: string;
  /** The path it is served at (see `servedPath`). */
  url: string;
  $: CheerioAPI;
  /** Its `h1`, as the page showed it before `pageArticle` changed it. */
  title: string;
  /** Its meta description, or ''. */
  description: string;
  /** Its article, without the chrome no reader wants (see `pageArticle`). */
  article: Cheerio<Element>;
};

/**
 * Reads one page of the build from its `document` (see `articleDocument`),
 * parsing it or not as it needs; returns whether it is a content page, or
 * false for a page without an article.
 */
export type BuiltPageReader = (file: string, document: string) => boolean;

/**
 * Parses a page of the build from its `document` (see `articleDocument`),
 * as `readBuiltPages` hands it to its reader; `undefined` for a page
 * without an article (listings, the not-found page, the search page).
 * `file` is its path relative to the build folder. Throws for a content
 * page without an `h1`: its search results and its Markdown twin take
 * their title from it, and the `<title>` that could stand in carries the
 * site's name after the page's.
 */
export function parseBuiltPage(file: string, document: string): ParsedPage | undefined {
  const $ = load(document);
  const article = pageArticle($);
  if (!article) return undefined;
  const title = $('main h1').first().text().trim();
  if (title === '') {
    throw new Error(
      `${file} is a content page without an h1 heading, which search and its Markdown twin take its title from: give it one (a doc page with hide_title: true needs a # heading of its own).`,
    );
  }
  const description = $('meta[name="description"]').attr('content') ?? '';
  return {file, url: servedPath(file), $, title, description, article};
}

/**
 * Reads each of `files` (relative to the build in `outDir`) and hands its
 * article's document to `read`, in the order of their paths, counting the
 * content pages and those without an article (listings, the not-found
 * page, the search page). The one loop over a build's pages: the search
 * index, the twins and their kept readings all read through it. The order
 * is the paths', not the caller's, because the index numbers its pages as
 * they come and results that rank alike keep that order: so the build
 * (which lists the routes Docusaurus rendered) and `npm run search-index`
 * (which lists the folder) write the same index.
 */
export async function readBuiltPages(
  outDir: string,
  files: readonly string[],
  read: BuiltPageReader,
): Promise<{pages: number; skipped: number}> {
  let pages = 0;
  let skipped = 0;
  for (const file of [...files].sort()) {
    // Read without blocking, so that what the reader hands on (to Pagefind) goes out meanwhile.
    const document = articleDocument(await readFile(path.join(outDir, file), 'utf8'));
    if (read(file, document)) pages += 1;
    else skipped += 1;
  }
  return {pages, skipped};
}
