import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {searchableHtml} from './searchableHtml';

/** What an index build did, for the build log and the bench. */
export type IndexBuildReport = {pagesIndexed: number; pagesSkipped: number; milliseconds: number};

/** The folder under the build output that holds the index, served as `/pagefind/`. */
export const PAGEFIND_FOLDER = 'pagefind';

/** The URL path a built `…/index.html` (or `x.html`) file is served at. */
export function servedPath(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  const withoutIndex = posix.replace(/(^|\/)index\.html$/, '');
  return `/${withoutIndex.replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
}

/**
 * Indexes the article of every built page with Pagefind and writes the index
 * to `<outDir>/pagefind`. Pagefind ships as a native binary behind a Node
 * API; it is imported here so that only the build pays for it.
 */
export async function buildPagefindIndex(outDir: string): Promise<IndexBuildReport> {
  const started = performance.now();
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) {
    throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  }
  let pagesIndexed = 0;
  let pagesSkipped = 0;
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.html') && !file.startsWith(PAGEFIND_FOLDER),
  );
  for (const file of files) {
    const url = servedPath(file);
    const content = searchableHtml(readFileSync(path.join(outDir, file), 'utf8'), url);
    if (content === undefined) {
      pagesSkipped += 1;
      continue;
    }
    const added = await index.addHTMLFile({url, content});
    if (added.errors.length > 0) {
      throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    }
    pagesIndexed += 1;
  }
  const written = await index.writeFiles({outputPath: path.join(outDir, PAGEFIND_FOLDER)});
  if (written.errors.length > 0) {
    throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  }
  await pagefind.close();
  return {pagesIndexed, pagesSkipped, milliseconds: performance.now() - started};
}
