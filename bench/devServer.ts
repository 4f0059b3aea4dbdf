import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {removeGeneratedState} from './build';
import {launchChromium} from '../src/site/chromium';
import {freePort} from '../src/deploy/nginxServer';
import {stopProcessGroup} from './processes';
import {hydrated} from './measures/hydrated';
import {mermaidSources} from '../src/plugins/static-diagrams/mermaidSources';

/** The doc page the dev server must show first, its heading, and the Markdown file it comes from. */
const FIRST_PAGE = {
  route: '/get-started/why-3dverse',
  heading: 'Why 3dverse',
  file: 'docs/get-started/why-3dverse.mdx',
};

/** Longest wait for the first page: far above the goal, so a slow start is measured rather than cut short. */
const FIRST_PAGE_TIMEOUT_MS = 15 * 60_000;

/**
 * The class of the element `@docusaurus/theme-mermaid` draws each diagram
 * into under the dev server, once drawn (`MermaidContainerClassName` of its
 * client entry, which imports Mermaid itself and so is not loaded here).
 */
const DRAWN_DIAGRAM = '.docusaurus-mermaid-container';

/** Longest wait for an edit to show. */
const HOT_RELOAD_TIMEOUT_MS = 60_000;

/**
 * Edits timed one after the other. The first after the server starts is
 * usually the slowest, and one edit's time swings by a second from run to
 * run on the build machine: the slowest of several is held to the goal, and
 * all are reported.
 */
const HOT_RELOADS = 3;

/** `npm start` timed from a fresh install, and the hot reload of an edit. */
export type DevServerFigures = {
  route: string;
  /** From starting `npm start` until the route first answered 200. */
  firstResponseSeconds: number;
  /** From starting `npm start` until Chromium showed the page's heading. */
  firstPageSeconds: number;
  editedFile: string;
  /** The slowest of `hotReloadSamples`. */
  hotReloadSeconds: number;
  /** For each edit, from writing it until Chromium showed the added sentence in the open page. */
  hotReloadSamples: number[];
};

/** Whether `url` answers 200 now; refused connections and errors are a no, to ask again. */
async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(FIRST_PAGE_TIMEOUT_MS)});
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Asks `url` every quarter second until it answers 200, failing if the server ends first. */
async function waitFor200(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + FIRST_PAGE_TIMEOUT_MS;
  while (!(await answers200(url))) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`npm start ended (${server.exitCode ?? server.signalCode}):\n${output()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer 200 in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Appends `sentence` to a Markdown file and waits until `page` shows it,
 * restoring the file in every case: after the wait, on a failure, and when
 * the bench is interrupted or exits while the edit is in place.
 */
async function timeHotReload(page: Page, file: string, sentence: string): Promise<number> {
  const original = readFileSync(file);
  let edited = false;
  const restore = () => {
    if (edited) {
      writeFileSync(file, original);
      edited = false;
    }
  };
  const restoreAndStop = (signal: NodeJS.Signals) => {
    restore();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', restore);
  process.once('SIGINT', restoreAndStop);
  process.once('SIGTERM', restoreAndStop);
  try {
    edited = true;
    writeFileSync(file, `${original.toString('utf8').trimEnd()}\n\n${sentence}\n`);
    const started = performance.now();
    await page.getByText(sentence).waitFor({timeout: HOT_RELOAD_TIMEOUT_MS});
    return (performance.now() - started) / 1000;
  } finally {
    restore();
    process.off('exit', restore);
    process.off('SIGINT', restoreAndStop);
    process.off('SIGTERM', restoreAndStop);
  }
}

/**
 * Resolves once the open page shows every Mermaid diagram of its Markdown
 * `file`. Under the dev server the browser draws them after the page has
 * loaded, fetching Mermaid's chunks first, about a second of work on two
 * cores; an edit made before then was timed with that drawing in it.
 */
async function diagramsDrawn(page: Page, file: string): Promise<void> {
  const diagrams = mermaidSources(readFileSync(file, 'utf8')).length;
  if (diagrams === 0) return;
  await page
    .locator(DRAWN_DIAGRAM)
    .nth(diagrams - 1)
    .waitFor({timeout: HOT_RELOAD_TIMEOUT_MS});
}

/**
 * Times `npm start` the way a new contributor meets it: from a state like
 * right after `npm ci` (no generated route files, bundler cache, generated
 * references or cut fonts), until the first doc page shows in Chromium; then,
 * once the page has drawn its diagrams (see `diagramsDrawn`), edits its
 * Markdown and times until the open page shows the edit, `HOT_RELOADS` times.
 * The dev server's whole process group is ended at the end.
 */
export async function measureDevServer(siteDir: string): Promise<DevServerFigures> {
  removeGeneratedState(siteDir, ['generated']);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  process.stderr.write(`starting the dev server on ${url} from a fresh install's state…\n`);
  const started = performance.now();
  const server = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    // A group of its own, so that npm, Docusaurus and the bundler's workers end together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const browser = await launchChromium(chromium);
  try {
    await waitFor200(`${url}${FIRST_PAGE.route}`, server, () => log);
    const firstResponseSeconds = (performance.now() - started) / 1000;
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${url}${FIRST_PAGE.route}`, {timeout: FIRST_PAGE_TIMEOUT_MS});
    await page
      .getByRole('heading', {level: 1, name: FIRST_PAGE.heading})
      .waitFor({timeout: FIRST_PAGE_TIMEOUT_MS});
    const firstPageSeconds = (performance.now() - started) / 1000;
    // Hydrated and loaded, so the hot-reload client in the page's bundle runs before the edit.
    await hydrated(page, {timeout: HOT_RELOAD_TIMEOUT_MS});
    await page.waitForLoadState('load');
    const editedFile = path.join(siteDir, FIRST_PAGE.file);
    await diagramsDrawn(page, editedFile);
    const hotReloadSamples: number[] = [];
    for (let edit = 1; edit <= HOT_RELOADS; edit += 1) {
      const sentence = `The bench added this sentence at ${new Date().toISOString()} to time hot reload ${edit}.`;
      hotReloadSamples.push(await timeHotReload(page, editedFile, sentence));
      // The file is put back at once: the next edit waits until the page has dropped this one.
      await page.getByText(sentence).waitFor({state: 'detached', timeout: HOT_RELOAD_TIMEOUT_MS});
    }
    return {
      route: FIRST_PAGE.route,
      firstResponseSeconds,
      firstPageSeconds,
      editedFile: FIRST_PAGE.file,
      hotReloadSeconds: Math.max(...hotReloadSamples),
      hotReloadSamples,
    };
  } finally {
    await browser.close();
    await stopProcessGroup(server);
  }
}
