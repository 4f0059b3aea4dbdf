import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {adaptPagefindBundle, type AdaptReport} from './pagefindAdapter';
import {PAGEFIND_FOLDER} from '../shared/pagefindFolder';
import {readSearchPages, type SearchPage} from './readSearchPages';
import {writeWordTable} from './writeWordTable';
import {checkVocabulary} from '../vocabulary/checkVocabulary';
import type {Vocabulary} from '../vocabulary/vocabularyFile';
import {UNINDEXED_WORDS} from '../shared/searchTerms';

/** The child script that runs Pagefind, relative to the site. */
const INDEX_SCRIPT = 'src/plugins/search/indexing/indexWithPagefind.mjs';

/** Pagefind indexing in its child process, fed page by page. */
export type PagefindRun = {
  /** Hands a page to Pagefind, which indexes it while the next one is read. */
  add: (page: Pick<SearchPage, 'url' | 'html'>) => void;
  /** Waits until Pagefind has written the bundle; rejects when it failed. */
  finish: () => Promise<void>;
};

/**
 * Starts Pagefind's documented Node API in a child process (see
 * `indexWithPagefind.mjs`: the API is ESM-only, and Docusaurus loads plugins
 * as CommonJS), writing into `bundleDir`. Pages go to it as they are read,
 * so that on a machine of two cores Pagefind indexes on one while the site
 * reads pages on the other.
 */
function startPagefind(siteDir: string, bundleDir: string): PagefindRun {
  const child = spawn(process.execPath, [path.join(siteDir, INDEX_SCRIPT), bundleDir, 'en'], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  return {
    add: ({url, html}) => {
      child.stdin.write(`${JSON.stringify({url, html})}\n`);
    },
    finish: async () => {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) throw new Error(`Pagefind's indexing stopped with code ${String(code)}`);
    },
  };
}

/** Indexes pages already read into `bundleDir` (see `startPagefind`). */
export async function runPagefind(
  siteDir: string,
  bundleDir: string,
  pages: readonly Pick<SearchPage, 'url' | 'html'>[],
): Promise<void> {
  const run = startPagefind(siteDir, bundleDir);
  pages.forEach(run.add);
  await run.finish();
}

/**
 * Turns the bundle Pagefind wrote into the site's: the adapter checks it,
 * shrinks it and adds the page table (see `adaptPagefindBundle`), the
 * vocabulary is checked against the text Pagefind indexed (see
 * `checkVocabulary`), and the lexicon and the word table are added (see
 * `writeWordTable`).
 */
export function completeBundle(
  bundleDir: string,
  pages: readonly SearchPage[],
  vocabulary: Vocabulary,
): AdaptReport & {words: number; synonyms: number} {
  const report = adaptPagefindBundle(bundleDir, pages, UNINDEXED_WORDS);
  checkVocabulary(
    vocabulary,
    pages.map((page) => ({...page, text: report.pageTexts.get(page.url) ?? ''})),
  );
  return {...report, ...writeWordTable(bundleDir, vocabulary, [...report.pageTexts.values()])};
}

/** What indexing a build did, with the time each step took, in milliseconds. */
export type IndexReport = AdaptReport & {
  words: number;
  synonyms: number;
  skipped: number;
  readAndIndexMs: number;
  adaptMs: number;
};

/**
 * Reads the content pages of a build, handing each to `onPage` in the order
 * the index lists them, and resolves with them all.
 */
export type SearchPagesReader = (
  onPage: (page: SearchPage) => void,
) => Promise<{pages: SearchPage[]; skipped: number}>;

/**
 * Indexes the content pages of the build in `outDir` into
 * `<outDir>/pagefind`: reads them (by default with `readSearchPages`) and
 * hands each to Pagefind as it is read (see `startPagefind`), then
 * completes the bundle (see `completeBundle`). `readPages` may read them
 * otherwise: the build reads each page once for the Markdown twins too.
 */
export async function buildPagefindIndex(
  siteDir: string,
  outDir: string,
  vocabulary: Vocabulary,
  readPages: SearchPagesReader = (onPage) => readSearchPages(outDir, onPage),
): Promise<IndexReport> {
  const started = performance.now();
  const bundleDir = path.join(outDir, PAGEFIND_FOLDER);
  // Pagefind adds to what is there; an earlier index would leave files the adapter refuses.
  rmSync(bundleDir, {recursive: true, force: true});
  const pagefind = startPagefind(siteDir, bundleDir);
  const {pages, skipped} = await readPages(pagefind.add);
  await pagefind.finish();
  const indexed = performance.now();
  const report = completeBundle(bundleDir, pages, vocabulary);
  return {
    ...report,
    skipped,
    readAndIndexMs: indexed - started,
    adaptMs: performance.now() - indexed,
  };
}
