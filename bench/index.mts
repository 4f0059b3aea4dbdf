/**
 * `npm run bench`: measures what tests must not time, because the figures
 * depend on the machine, and prints every figure next to its budget or goal
 * (`bench/budgets.ts`). In order:
 *
 * 1. our production build from a cold start, sampling the memory of the
 *    whole process tree, then again with nothing changed, then with one
 *    page edited, then precompression on its own when it is a script of
 *    its own;
 * 2. with `--vanilla`, the vanilla anchor's build, cold, unchanged and with
 *    one page edited, in the same run, with the ratios of our times to its
 *    times;
 * 3. `npm start` from a fresh install's state until the first doc page
 *    shows, then a hot reload;
 * 4. on the served build: each page template's first load, opening the REST
 *    API console, bytes and latency of search, relevance, Ask AI retrieval
 *    and the docs MCP server's tools;
 * 5. Lighthouse on the templates marked for it (`bench/templates.ts`),
 *    mobile and desktop, three times each, served gzipped as a host would.
 *
 * It writes the figures to `.bench/results.json`.
 *
 * Flags (after `npm run bench --`):
 * - `--no-build` measures the existing build only.
 * - `--no-lighthouse` skips the Lighthouse audits.
 * - `--lighthouse-only` runs only the Lighthouse audits, on the existing
 *   build, and updates the `lighthouse` key of `.bench/results.json`.
 * - `--vanilla` builds the vanilla anchor, a plain classic-template site of
 *   the same size, into `.bench/vanilla/`: cold in this run when our build
 *   is timed too, to compare build times; and audits its doc page, for the
 *   goal that our guide page's TBT be below it. Without our build, an
 *   earlier build of the anchor is reused unless `--rebuild-vanilla`.
 * - `--dev-server` times `npm start` (the default); `--no-dev-server` skips it.
 *
 * `DOCS_BUILD_DIR` points the measures at another build than `build/`
 * (with `--no-build` or `--lighthouse-only`).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {measureSiteBuild} from './build';
import {measureDevServer} from './devServer';
import {measureApiConsoleOpening, measureTemplatesFirstLoad} from './firstLoad';
import {measureLighthouseStep} from './lighthouse';
import {chromium} from 'playwright-core';
import {launchChromium} from '../src/site/chromium';
import {measureMcpTools} from './measures/mcpFigures';
import {evaluateRetrieval} from './measures/retrievalEval';
import {startStaticServer} from './measures/staticServer';
import {parseOptions, type BenchOptions} from './options';
import {buildDir, buildDirIsOverridden, siteDir} from './paths';
import {listedPages, measureSuite} from './relevance/relevanceFigures';
import {relevanceSuite} from './relevance/relevanceSuite';
import {printBuildAgainstAnchor, printSiteBuild} from './report/buildReport';
import {printFirstLoad, printSearch} from './report/builtSiteReport';
import {printDevServer} from './report/devServerReport';
import {printLighthouse} from './report/lighthouseReport';
import {printMcp, printRelevance, printRetrieval} from './report/relevanceReport';
import {writeResults} from './results';
import {measureSearchStep} from './search';
import {
  anchorBuildDir,
  buildAgainstAnchor,
  measureVanillaBuild,
  reusableAnchorBuild,
  type AnchorBuild,
  type VanillaBuildFigures,
} from './vanilla/vanillaBuild';

/**
 * Serves the build and opens one Chromium for the measures that load its
 * pages: first loads, the API console, search and relevance.
 */
async function measureServedBuild() {
  const server = await startStaticServer(buildDir);
  const browser = await launchChromium(chromium);
  try {
    const pages = await measureTemplatesFirstLoad(browser, server.url, buildDir);
    const apiConsole = await measureApiConsoleOpening(browser, server.url, buildDir);
    // Read after the build: the documented names and the typo queries come from the generated references.
    const suite = relevanceSuite();
    const search = await measureSearchStep(browser, server.url, buildDir, suite);
    const relevance = await measureSuite(suite, (queries) =>
      listedPages(browser, server.url, queries),
    );
    return {pages, apiConsole, search, relevance};
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Why the build comparison did not run, for the report. */
function whyNoComparison(options: BenchOptions): string {
  if (!options.vanilla) return 'add --vanilla';
  return '--no-build: our build was not timed in this run';
}

/** The anchor's build Lighthouse audits beside ours: the one built in this run, if any. */
async function anchorToAudit(
  options: BenchOptions,
  anchorBuildTimes: VanillaBuildFigures | undefined,
): Promise<AnchorBuild | undefined> {
  if (!options.vanilla) return undefined;
  if (anchorBuildTimes) return {dir: anchorBuildDir, builtInThisRun: true};
  return reusableAnchorBuild(siteDir, options.rebuildVanilla);
}

/** Runs `--lighthouse-only`: the audits alone, merged into the previous results. */
async function lighthouseOnly(options: BenchOptions): Promise<void> {
  const lighthouse = await measureLighthouseStep(buildDir, await anchorToAudit(options, undefined));
  printLighthouse(lighthouse);
  writeResults({lighthouse}, {merge: true});
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), {buildDirIsOverridden});
  if (!options.build && !existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`no build in ${buildDir}: run npm run build, or set DOCS_BUILD_DIR`);
  }
  if (options.lighthouseOnly) {
    await lighthouseOnly(options);
    return;
  }
  const build = options.build ? await measureSiteBuild(siteDir) : undefined;
  // Right after ours, so that both sites are built on the machine in the same state.
  const anchorBuildTimes =
    options.vanilla && build ? await measureVanillaBuild(siteDir) : undefined;
  const buildComparison =
    build && anchorBuildTimes ? buildAgainstAnchor(build, anchorBuildTimes) : undefined;
  // Before the served-build measures: npm start generates the references again, which relevance reads.
  const devServer = options.devServer ? await measureDevServer(siteDir) : undefined;
  const {pages, apiConsole, search, relevance} = await measureServedBuild();
  // The per-question passages are for the test's messages; the bench keeps the figures.
  const {results, ...retrieval} = await evaluateRetrieval(buildDir);
  void results;
  const mcp = await measureMcpTools(siteDir, buildDir);
  // Last, with the other browsers closed: one Chromium at a time.
  const lighthouse = options.lighthouse
    ? await measureLighthouseStep(buildDir, await anchorToAudit(options, anchorBuildTimes))
    : undefined;

  printSiteBuild(build);
  printBuildAgainstAnchor(buildComparison, whyNoComparison(options));
  printDevServer(devServer);
  printFirstLoad(pages, apiConsole);
  printSearch(search);
  printRelevance(relevance);
  printRetrieval(retrieval);
  printMcp(mcp);
  if (lighthouse) {
    printLighthouse(lighthouse);
  } else {
    console.log('\n== Lighthouse ==\nskipped (--no-lighthouse)');
  }

  writeResults(
    {
      measuredAt: new Date().toISOString(),
      build,
      anchorBuild: anchorBuildTimes,
      buildAgainstAnchor: buildComparison,
      devServer,
      pages,
      search,
      apiConsole,
      relevance,
      retrieval,
      mcp,
      lighthouse,
    },
    {merge: false},
  );
}

await main();
