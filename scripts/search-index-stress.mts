/**
 * `npm run search-index:stress [-- ROUNDS]`: indexes the existing build's
 * pages ROUNDS times (20 by default) while as many busy processes as the
 * machine has cores keep every core loaded, the conditions under which
 * Pagefind 1.5 shipped files cut short. Each round checks every file of the
 * bundle Pagefind wrote (see `bundleProblems`), then adapts it and runs the
 * whole relevance suite on it through the site's engine, which must list
 * exactly what it lists on a bundle built with the machine idle. Prints a
 * line per round and the count of torn bundles; exits non-zero on any.
 *
 * A measure, not a test: it takes minutes, and the load is the point.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteBuildDirectory} from '../src/settings/buildDirectory.ts';
import {completeBundle, runPagefind} from '../src/plugins/search/indexing/buildPagefindIndex.ts';
import {readVocabulary, VOCABULARY_FILE} from '../src/plugins/search/vocabulary/vocabularyFile.ts';
import {bundleProblems} from '../src/plugins/search/indexing/pagefindAdapter/index.ts';
import {PAGEFIND_FOLDER} from '../src/plugins/search/shared/pagefindFolder.ts';
import {readSearchPages} from '../src/plugins/search/indexing/readSearchPages.ts';
import {everyQuery, relevanceSuite} from '../bench/relevance/relevanceSuite.ts';
import {listedByBuiltIndex} from '../bench/relevance/listedByBuiltIndex.ts';
import {secondsSince} from '../src/site/printedUnits';

const siteDir = path.resolve(import.meta.dirname, '..');
const LIST_FLAG = '--list-pages';

/**
 * In a child process (the engine replaces the global `fetch` and keeps its
 * loaded index for the life of the process): what the engine lists for
 * every query of the suite on the build in `buildDir`, as JSON on stdout.
 */
async function listPagesInChild(buildDir: string): Promise<void> {
  const listed = await listedByBuiltIndex(buildDir, everyQuery(relevanceSuite()));
  process.stdout.write(JSON.stringify(listed));
}

/** What the engine lists for every query on the bundle under `buildDir` (see `listPagesInChild`). */
function listPages(buildDir: string): string[][] {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, LIST_FLAG, buildDir],
    {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  if (child.status !== 0) throw new Error(`listing pages failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as string[][];
}

/** One busy process per core, until `stop` is called. */
function loadEveryCore(): {stop: () => void} {
  const hogs: ChildProcess[] = Array.from({length: os.availableParallelism()}, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}),
  );
  return {stop: () => hogs.forEach((hog) => hog.kill())};
}

async function main(rounds: number): Promise<number> {
  const buildDir = siteBuildDirectory(siteDir);
  const {pages} = await readSearchPages(buildDir);
  const vocabulary = readVocabulary(path.join(siteDir, VOCABULARY_FILE));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'search-index-stress-'));
  const indexInto = async (name: string) => {
    const outDir = path.join(scratch, name);
    const bundleDir = path.join(outDir, PAGEFIND_FOLDER);
    await runPagefind(siteDir, bundleDir, pages);
    const problems = bundleProblems(bundleDir);
    if (problems.length === 0) completeBundle(bundleDir, pages, vocabulary);
    return {outDir, problems};
  };
  try {
    const idle = await indexInto('idle');
    if (idle.problems.length > 0) throw new Error(`torn with the machine idle: ${idle.problems}`);
    const expected = JSON.stringify(listPages(idle.outDir));
    console.info(`idle run: ${pages.length} pages indexed, the suite's results recorded`);
    let torn = 0;
    let differing = 0;
    const load = loadEveryCore();
    try {
      for (let round = 1; round <= rounds; round += 1) {
        const started = performance.now();
        const {outDir, problems} = await indexInto(`round-${round}`);
        const seconds = secondsSince(started);
        if (problems.length > 0) {
          torn += 1;
          console.info(`round ${round}: TORN in ${seconds}: ${problems.join('; ')}`);
        } else if (JSON.stringify(listPages(outDir)) !== expected) {
          differing += 1;
          console.info(`round ${round}: whole, but the suite's results DIFFER from the idle run`);
        } else {
          console.info(`round ${round}: whole, same results (indexed in ${seconds})`);
        }
        rmSync(outDir, {recursive: true, force: true});
      }
    } finally {
      load.stop();
    }
    console.info(
      `${torn} of ${rounds} bundles torn, ${differing} with other results, under load on ${os.availableParallelism()} cores`,
    );
    return torn + differing === 0 ? 0 : 1;
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

if (process.argv[2] === LIST_FLAG) {
  await listPagesInChild(process.argv[3] ?? '');
} else {
  const rounds = Number(process.argv[2] ?? 20);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error('usage: search-index-stress [ROUNDS]');
  process.exitCode = await main(rounds);
}
