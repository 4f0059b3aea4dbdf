import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {articleDocument} from './articleDocument';
import {pageArticle} from './pageArticle';
import {servedPath} from './servedPath';

/** A content page of a build, parsed once for every reader of the build. */
export type ParsedPage = {
  /** Its file, relative to the build folder. */
  file: string;
  /** The path it is served at (see `servedPath`). */
  url: string;
  $: CheerioAPI;
  /** Its `h1`, else its `<title>`, as the page showed it before `pageArticle` changed it. */
  title: string;
  /** Its meta description, or ''. */
  description: string;
  /** Its article, without the chrome no reader wants (see `pageArticle`). */
  article: Cheerio<Element>;
};

/**
 * Reads a page of the build. A reader that changes the page or its article
 * must come after every reader that needs them as they were, or work on a
 * clone (`article.clone()`).
 */
export type BuiltPageReader = (page: ParsedPage) => void;

/**
 * Reads and parses each of `files` (relative to the build in `outDir`) once,
 * and hands each content page to every reader, in order. Listings, the
 * not-found page and the search page have no article, and are only counted.
 */
export async function readBuiltPages(
  outDir: string,
  files: readonly string[],
  readers: readonly BuiltPageReader[],
): Promise<{pages: number; skipped: number}> {
  let pages = 0;
  let skipped = 0;
  for (const file of files) {
    // Read without blocking, so that what a reader hands on (to Pagefind) goes out meanwhile.
    const $ = load(articleDocument(await readFile(path.join(outDir, file), 'utf8')));
    const title = ($('main h1').first().text() || $('title').text()).trim();
    const description = $('meta[name="description"]').attr('content') ?? '';
    const article = pageArticle($);
    if (!article) {
      skipped += 1;
      continue;
    }
    pages += 1;
    const page: ParsedPage = {file, url: servedPath(file), $, title, description, article};
    for (const read of readers) read(page);
  }
  return {pages, skipped};
}
