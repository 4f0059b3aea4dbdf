import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PAGEFIND_FOLDER, type BuiltPage} from './builtPages';
import {rechunkPagefindIndex} from './rechunkPagefindIndex';
import {writeTitleIndex} from './writeTitleIndex';
import {readPagefindFragments} from './pagefindFragments';
import {writeResultParts} from './writeResultParts';

/**
 * Indexes the reduced pages with Pagefind and writes the index to
 * `<outDir>/pagefind`. The pages are written to a scratch folder that
 * mirrors the build, and the Pagefind CLI indexes that folder: the CLI is a
 * CommonJS wrapper around Pagefind's native binary, while its Node API is
 * ESM-only and cannot be loaded from a Docusaurus plugin (plugins run
 * through jiti, which turns `import()` into `require()`). The word index is
 * then split into smaller chunks (see `rechunkPagefindIndex`), the page
 * titles are listed for exact matches (see `writeTitleIndex`), and each
 * page's fragment is replaced by result parts the browser can fetch a few
 * words at a time (see `writeResultParts`). Returns the time taken, in
 * milliseconds.
 */
export function buildPagefindIndex(
  outDir: string,
  siteDir: string,
  pages: readonly Pick<BuiltPage, 'file' | 'searchableHtml'>[],
): number {
  const started = performance.now();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
  try {
    for (const page of pages) {
      mkdirSync(path.dirname(path.join(scratch, page.file)), {recursive: true});
      writeFileSync(path.join(scratch, page.file), page.searchableHtml);
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
    const bundleDir = path.join(outDir, PAGEFIND_FOLDER);
    rechunkPagefindIndex(bundleDir);
    const indexed = readPagefindFragments(bundleDir);
    writeTitleIndex(bundleDir, indexed);
    writeResultParts(bundleDir, indexed);
    // Nothing fetches the fragments any more: results are shown from their parts.
    rmSync(path.join(bundleDir, 'fragment'), {recursive: true, force: true});
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  return performance.now() - started;
}
