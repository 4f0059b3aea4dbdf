import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {MACHINE_DOCS_REPORT_LINE} from '../src/plugins/built-pages/machineDocsReportLine';
import {INDEX_REPORT_LINE} from '../src/plugins/search/indexing/indexReportLine';
import {CARDS_REPORT_LINE} from '../src/plugins/social-cards/cardsReportLine';
import {generatedDocsFolders} from '../src/site/references/generatedDocs';
import {runTimed, type TimedRun} from './processes';

/** A build's wall time, the CPU time of its process tree (see `runTimed`) and that tree's peak memory. */
export type BuildTime = {seconds: number; cpuSeconds: number; peakBytes: number};

/** What the build prints about its slower steps, read from its log. */
export type BuildSteps = {
  searchIndex?: {pages: number; seconds: number; readAndIndexSeconds: number; adaptSeconds: number};
  machineDocsSeconds?: number;
  socialCards?: {cards: number; drawn: number; seconds: number};
};

/**
 * Our production build: cold, then again with nothing changed, then with
 * one page edited, and precompression on its own.
 */
export type SiteBuildFigures = {
  cold: BuildTime & BuildSteps;
  rebuild: BuildTime;
  /** Again after one sentence was added to one page, so that no build can be reused whole. */
  edited: BuildTime;
  /**
   * `npm run precompress`, timed on its own, when the project has that
   * script; while precompression is `npm run build`'s postbuild step, it is
   * inside the build times instead.
   */
  precompress?: {seconds: number};
  /** The postbuild script `npm run build` ran, if any, so the build times say what they include. */
  postbuild?: string;
};

/** A timed run's figures that describe a build (see `BuildTime`). */
export function buildTime({seconds, cpuSeconds, peakBytes}: TimedRun): BuildTime {
  return {seconds, cpuSeconds, peakBytes};
}

/** Reads the report lines of the search index, the machine docs and the social cards from a build's log. */
export function buildSteps(log: string): BuildSteps {
  const indexed = INDEX_REPORT_LINE.exec(log);
  const machineDocs = MACHINE_DOCS_REPORT_LINE.exec(log);
  const cards = CARDS_REPORT_LINE.exec(log);
  return {
    searchIndex: indexed
      ? {
          pages: Number(indexed[1]),
          seconds: Number(indexed[2]),
          readAndIndexSeconds: Number(indexed[3]),
          adaptSeconds: Number(indexed[4]),
        }
      : undefined,
    machineDocsSeconds: machineDocs ? Number(machineDocs[2]) : undefined,
    socialCards: cards
      ? {cards: Number(cards[1]), drawn: Number(cards[2]), seconds: Number(cards[3])}
      : undefined,
  };
}

/**
 * Removes what a fresh clone after `npm ci` lacks and a build or `npm start`
 * leaves for the next one to reuse: the generated route files, the
 * bundler's cache, and the references generated from packages, with
 * `extraFolders` of the site besides. The build output is left alone.
 */
export function removeGeneratedState(siteDir: string, extraFolders: readonly string[] = []): void {
  for (const folder of [
    '.docusaurus',
    'node_modules/.cache',
    ...generatedDocsFolders,
    ...extraFolders,
  ]) {
    rmSync(path.join(siteDir, folder), {recursive: true, force: true});
  }
}

/** The scripts of the site's package.json as they are now: another engineer may be changing them. */
function packageScripts(siteDir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts ?? {};
}

/** The page of ours the bench edits to time a rebuild after a change. */
const EDITED_PAGE = 'docs/core-concepts/scene-model.mdx';

/** What the bench adds to a page to edit it, in our site and in the anchor. */
const EDIT = '\n\nThis sentence was added by the bench to time a rebuild after an edit.\n';

/**
 * Runs `build` with a sentence added to `page` (relative to `siteDir`),
 * then puts the page back as it was, whatever happens. Returns what `build`
 * returned.
 */
export async function withPageEdited<T>(
  siteDir: string,
  page: string,
  build: () => Promise<T>,
): Promise<T> {
  const file = path.join(siteDir, page);
  const original = readFileSync(file);
  writeFileSync(file, Buffer.concat([original, Buffer.from(EDIT)]));
  try {
    return await build();
  } finally {
    writeFileSync(file, original);
  }
}

/**
 * Builds the site from a cold start with `npm run build` (not `docusaurus
 * build`: generating the REST API pages, its prebuild step, is part of the
 * build), then at once builds it again with nothing changed, then with one
 * page edited, then runs `npm run precompress` on its own if the project
 * has it. After the edited build, the page is put back and the site built
 * once more, untimed, so the measures that follow read the site as it is.
 */
export async function measureSiteBuild(siteDir: string): Promise<SiteBuildFigures> {
  rmSync(path.join(siteDir, 'build'), {recursive: true, force: true});
  removeGeneratedState(siteDir);
  const scripts = packageScripts(siteDir);
  process.stderr.write('building the site from a cold start…\n');
  const cold = await runTimed('npm', ['run', 'build'], {cwd: siteDir, stderr: 'inherit'});
  process.stderr.write('building the site again, nothing changed…\n');
  const rebuild = await runTimed('npm', ['run', 'build'], {cwd: siteDir, stderr: 'inherit'});
  process.stderr.write(`building the site again, ${EDITED_PAGE} edited…\n`);
  const edited = await withPageEdited(siteDir, EDITED_PAGE, () =>
    runTimed('npm', ['run', 'build'], {cwd: siteDir, stderr: 'inherit'}),
  );
  process.stderr.write('building the site once more, the page put back (untimed)…\n');
  await runTimed('npm', ['run', 'build'], {cwd: siteDir, stderr: 'inherit'});
  const precompress =
    scripts.precompress === undefined
      ? undefined
      : await runTimed('npm', ['run', 'precompress'], {cwd: siteDir, stderr: 'inherit'});
  return {
    cold: {...buildTime(cold), ...buildSteps(cold.output)},
    rebuild: buildTime(rebuild),
    edited: buildTime(edited),
    precompress: precompress && {seconds: precompress.seconds},
    postbuild: scripts.postbuild,
  };
}
