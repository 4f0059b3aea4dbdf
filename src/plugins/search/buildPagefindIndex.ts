import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
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
 * to `<outDir>/pagefind`. Each page is reduced by `searchableHtml` into a
 * scratch folder that mirrors the build, and the Pagefind CLI indexes that
 * folder: the CLI is a CommonJS wrapper around Pagefind's native binary,
 * while its Node API is ESM-only and cannot be loaded from a Docusaurus
 * plugin (plugins run through jiti, which turns `import()` into `require()`).
 */
/** The HTML files of a build, relative to it, leaving out the search index. */
export function builtHtmlFiles(outDir: string): string[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.html') && !file.startsWith(PAGEFIND_FOLDER),
  );
}

export function buildPagefindIndex(outDir: string, siteDir: string): IndexBuildReport {
  const started = performance.now();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
  let pagesIndexed = 0;
  let pagesSkipped = 0;
  try {
    for (const file of builtHtmlFiles(outDir)) {
      const content = searchableHtml(
        readFileSync(path.join(outDir, file), 'utf8'),
        servedPath(file),
      );
      if (content === undefined) {
        pagesSkipped += 1;
        continue;
      }
      mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
      writeFileSync(path.join(scratch, file), content);
      pagesIndexed += 1;
    }
    execFileSync(
      process.execPath,
      [
        path.join(siteDir, 'node_modules/pagefind/lib/runner/bin.cjs'),
        '--site',
        scratch,
        '--output-path',
        path.join(outDir, PAGEFIND_FOLDER),
        '--force-language',
        'en',
        '--quiet',
      ],
      {stdio: 'inherit'},
    );
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  return {pagesIndexed, pagesSkipped, milliseconds: performance.now() - started};
}
