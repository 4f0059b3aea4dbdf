import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {adaptPagefindBundle, type AdaptReport} from './pagefindAdapter';
import {PAGEFIND_FOLDER} from '../shared/pagefindFolder';
import type {SearchPage} from './readSearchPages';
import {writeWordTable} from './writeWordTable';
import {checkVocabulary} from '../vocabulary/checkVocabulary';
import type {Vocabulary} from '../vocabulary/vocabularyFile';
import {UNINDEXED_WORDS} from '../shared/searchTerms';

/** The child script that runs Pagefind, relative to the site. */
const INDEX_SCRIPT = 'src/plugins/search/indexing/indexWithPagefind.mjs';

/**
 * Indexes the pages with Pagefind's documented Node API, in a child process
 * (see `indexWithPagefind.mjs`: the API is ESM-only, and Docusaurus loads
 * plugins as CommonJS), into `bundleDir`, as Pagefind writes it.
 */
export function runPagefind(
  siteDir: string,
  bundleDir: string,
  pages: readonly Pick<SearchPage, 'url' | 'html'>[],
): void {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
  try {
    const request = path.join(scratch, 'request.json');
    writeFileSync(
      request,
      JSON.stringify({
        outputPath: bundleDir,
        language: 'en',
        pages: pages.map(({url, html}) => ({url, html})),
      }),
    );
    execFileSync(process.execPath, [path.join(siteDir, INDEX_SCRIPT), request], {
      stdio: 'inherit',
    });
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

/**
 * Indexes the pages into `<outDir>/pagefind` (see `runPagefind`), then lets
 * the adapter check the bundle, shrink it and add the page table (see
 * `adaptPagefindBundle`), checks the vocabulary against the text Pagefind
 * indexed (see `checkVocabulary`), and adds the lexicon and the word table
 * (see `writeWordTable`). Returns what the adapter did and the time taken,
 * in milliseconds.
 */
export function buildPagefindIndex(
  siteDir: string,
  outDir: string,
  pages: readonly SearchPage[],
  vocabulary: Vocabulary,
): {report: AdaptReport & {words: number; synonyms: number}; ms: number} {
  const started = performance.now();
  const bundleDir = path.join(outDir, PAGEFIND_FOLDER);
  runPagefind(siteDir, bundleDir, pages);
  const report = adaptPagefindBundle(bundleDir, pages, UNINDEXED_WORDS);
  checkVocabulary(
    vocabulary,
    pages.map((page) => ({...page, text: report.pageTexts.get(page.url) ?? ''})),
  );
  const words = writeWordTable(bundleDir, vocabulary, [...report.pageTexts.values()]);
  return {report: {...report, ...words}, ms: performance.now() - started};
}
