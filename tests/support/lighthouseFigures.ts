import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromiumArgs, chromiumPath} from '../../src/site/chromium';

/**
 * Lighthouse runs as its CLI in a plain Node process, not imported: under
 * tsx (which runs the bench), esbuild also compiles Lighthouse's modules and
 * wraps their functions with a `__name` helper, and Lighthouse sends some of
 * those functions to the page as source text, where the helper does not
 * exist ("ReferenceError: __name is not defined").
 */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** Lighthouse's two presets: its default (a mid-range phone, simulated slow 4G and a 4× slower CPU) and its desktop config. */
export type FormFactor = 'mobile' | 'desktop';

export const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

/** What one Lighthouse run says of a page: category scores out of 100, metrics in milliseconds (CLS has no unit). */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
};

const FIGURE_NAMES = [
  'performance',
  'accessibility',
  'tbtMs',
  'cls',
  'lcpMs',
  'fcpMs',
] as const satisfies readonly (keyof LighthouseFigures)[];

/**
 * One run's figures, with Lighthouse's estimate of how fast the machine was at
 * the time (its BenchmarkIndex; higher is faster), to tell a slow page from a
 * busy machine.
 */
export type LighthouseRun = LighthouseFigures & {benchmarkIndex: number};

/** The median of each figure over a form factor's runs, and the runs themselves. */
export type MedianFigures = LighthouseFigures & {runs: LighthouseRun[]};

/** A page to audit: a label for the table and its full URL. */
export type LighthouseTarget = {name: string; url: string};

/** A page's median figures on both form factors. */
export type TargetFigures = LighthouseTarget & Record<FormFactor, MedianFigures>;

/** What {@link measureLighthouse} returns. */
export type LighthouseMeasure = {
  lighthouseVersion: string;
  /** The user agent of the Chromium that ran the audits (before emulation). */
  hostUserAgent: string;
  runsPerFormFactor: number;
  targets: TargetFigures[];
};

/**
 * The goals the performance issue sets for every page template. They are printed next to
 * the figures by `npm run bench`, never asserted: Lighthouse figures depend
 * too much on the machine to fail a test.
 */
export const LIGHTHOUSE_GOALS = {
  minPerformance: {mobile: 90, desktop: 98} satisfies Record<FormFactor, number>,
  maxCls: 0.02,
  accessibility: 100,
};

/**
 * The median of `values`: the middle one, or the mean of the two middle ones
 * for an even count. Medians, not means, since one run disturbed by another
 * process would drag a mean.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('median of no values');
  }
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The median of each figure on its own over `runs`. The result may combine
 * figures of different runs (Lighthouse's own "median run" would pick one
 * whole run instead); per figure, it is the steadier estimate.
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  return Object.fromEntries(
    FIGURE_NAMES.map((name) => [name, median(runs.map((run) => run[name]))]),
  ) as LighthouseFigures;
}

/**
 * The goals of {@link LIGHTHOUSE_GOALS} that `figures` miss on `formFactor`,
 * each as a short phrase for the table; an empty list means every goal is met.
 */
export function missedGoals(figures: LighthouseFigures, formFactor: FormFactor): string[] {
  const missed: string[] = [];
  const minPerformance = LIGHTHOUSE_GOALS.minPerformance[formFactor];
  if (figures.performance < minPerformance) {
    missed.push(`performance ${figures.performance} < ${minPerformance}`);
  }
  if (figures.cls > LIGHTHOUSE_GOALS.maxCls) {
    missed.push(`CLS ${figures.cls.toFixed(3)} > ${LIGHTHOUSE_GOALS.maxCls}`);
  }
  if (figures.accessibility < LIGHTHOUSE_GOALS.accessibility) {
    missed.push(`accessibility ${figures.accessibility} < ${LIGHTHOUSE_GOALS.accessibility}`);
  }
  return missed;
}

/**
 * How a guide page's TBT compares with the vanilla classic template's, which
 * it should stay below for the site's additions (search, diagrams, maths) to
 * cost readers nothing. `equal` mostly happens at 0 ms on desktop, where
 * neither page has a long task.
 */
export function compareTbt(oursMs: number, vanillaMs: number): 'below' | 'equal' | 'above' {
  if (oursMs < vanillaMs) {
    return 'below';
  }
  return oursMs === vanillaMs ? 'equal' : 'above';
}

/** The parts of a Lighthouse result (LH.Result) the figures are read from. */
export type LighthouseReport = {
  lighthouseVersion: string;
  runtimeError?: {code: string; message: string};
  environment: {benchmarkIndex: number; hostUserAgent: string};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
};

/**
 * Reads one run's figures from a Lighthouse result. Throws when Lighthouse
 * could not measure the page (a runtime error, a missing score or metric)
 * rather than report zeros that would pass for a very slow page.
 */
export function figuresOfReport(report: LighthouseReport): LighthouseRun {
  if (report.runtimeError) {
    throw new Error(
      `Lighthouse could not audit the page: ${report.runtimeError.code} ${report.runtimeError.message}`,
    );
  }
  const score = (category: string): number => {
    const value = report.categories[category]?.score;
    if (value === null || value === undefined) {
      throw new Error(`Lighthouse gave no ${category} score`);
    }
    return Math.round(value * 100);
  };
  const metric = (audit: string): number => {
    const value = report.audits[audit]?.numericValue;
    if (value === undefined) {
      throw new Error(`Lighthouse gave no value for ${audit}`);
    }
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/**
 * Flags added for Lighthouse to those the rest of the site uses. The
 * backgrounding ones keep Chromium from throttling the timers and renderer
 * of a tab it deems in the background, which would stretch TBT and paint
 * times; RenderDocument is off because Lighthouse mis-tracks navigations with
 * it (chrome-launcher turns it off for Lighthouse too).
 */
const LIGHTHOUSE_CHROMIUM_ARGS = [
  '--headless=new',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-features=RenderDocument',
  '--disable-extensions',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
];

/** How long Chromium may take to open its DevTools port; a cold start on a busy machine takes a few seconds. */
const CHROMIUM_START_TIMEOUT_MS = 30_000;

/** How long Chromium's helper processes may take to end after the browser process. */
const HELPER_EXIT_TIMEOUT_MS = 10_000;

type DebuggableChromium = {port: number; close: () => Promise<void>};

/**
 * Ids of the processes started with `profileDir` in their command line:
 * Chromium passes its `--user-data-dir` to every helper process (zygotes,
 * renderers, GPU, network and storage services), and each run's folder is
 * new, so these are that run's processes and no others. Reads /proc, as
 * the bench only runs on Linux.
 */
function processesUsingProfile(profileDir: string): number[] {
  const ids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) {
      continue;
    }
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(profileDir)) {
        ids.push(Number(entry));
      }
    } catch {
      // The process ended while we were reading it.
    }
  }
  return ids;
}

/**
 * Starts Chromium with a fresh profile and a DevTools port for Lighthouse to
 * drive. Each run gets its own browser, as with the Lighthouse CLI, so no
 * run inherits another's caches, compiled code or warm processes.
 */
async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      ...LIGHTHOUSE_CHROMIUM_ARGS,
      // Port 0: Chromium picks a free one and prints it, so parallel benches cannot collide.
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stillRunning = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(stillRunning);
    }
    // The helper processes outlive the browser process by a moment (longer on
    // a busy machine) and write to the profile meanwhile, so removing it
    // right away fails; wait for them, and end any that hang.
    const deadline = Date.now() + HELPER_EXIT_TIMEOUT_MS;
    while (processesUsingProfile(profileDir).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const id of processesUsingProfile(profileDir)) {
      try {
        process.kill(id, 'SIGKILL');
      } catch {
        // It ended on its own in between.
      }
    }
    try {
      rmSync(profileDir, {recursive: true, force: true, maxRetries: 5, retryDelay: 100});
    } catch (error) {
      // A folder left in the temporary directory is not worth losing the audits done so far.
      console.warn(`could not remove ${profileDir}: ${String(error)}`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium opened no DevTools port in time:\n${stderr}`)),
        CHROMIUM_START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        stderr += chunk.toString();
        const listening = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(stderr);
        if (listening) {
          clearTimeout(timer);
          child.stderr.off('data', onData);
          // Keep reading, or Chromium would block once the pipe is full.
          child.stderr.resume();
          resolve(Number(listening[1]));
        }
      };
      child.stderr.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code ?? signal}) before listening:\n${stderr}`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    return {port, close};
  } catch (error) {
    await close();
    throw error;
  }
}

/** Runs the Lighthouse CLI against the Chromium listening on `port` and returns its JSON result. */
async function runLighthouseCli(
  url: string,
  formFactor: FormFactor,
  port: number,
): Promise<LighthouseReport> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--port=${port}`,
    '--output=json',
    '--output-path=stdout',
    // The other categories cost time and are not among the goals.
    '--only-categories=performance,accessibility',
    // A large image in the result that no figure comes from.
    '--disable-full-page-screenshot',
    // Never ask, and never send anything: the machine may be offline.
    '--no-enable-error-reporting',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // process.execPath without process.execArgv: plain Node, without tsx's loader.
  const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'pipe']});
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const output = Buffer.concat(stdout).toString();
  // On a runtime error the CLI still prints the result, then exits non-zero;
  // figuresOfReport reports the error from the result.
  if (output.trimStart().startsWith('{')) {
    return JSON.parse(output) as LighthouseReport;
  }
  const log = Buffer.concat(stderr).toString().trim().split('\n').slice(-20).join('\n');
  throw new Error(`Lighthouse exited with ${code} and no result for ${url}:\n${log}`);
}

/**
 * Audits `url` once for performance and accessibility on `formFactor`, in a
 * Chromium of its own. Mobile uses Lighthouse's default settings, desktop
 * its desktop preset; both throttle by simulation, so the figures estimate a
 * slower device and network from what this machine observed.
 */
export async function auditOnce(
  url: string,
  formFactor: FormFactor,
): Promise<{run: LighthouseRun; report: LighthouseReport}> {
  const chromium = await launchDebuggableChromium();
  try {
    const report = await runLighthouseCli(url, formFactor, chromium.port);
    return {run: figuresOfReport(report), report};
  } finally {
    await chromium.close();
  }
}

/** Options of {@link measureLighthouse}. */
export type MeasureLighthouseOptions = {
  /** Runs per page and form factor; the figures are their medians. */
  runs?: number;
  /** Called before each audit, for progress output. */
  onAudit?: (audit: {target: string; formFactor: FormFactor; index: number; total: number}) => void;
};

/**
 * Audits every target on mobile and desktop `runs` times (3 by default),
 * one Chromium at a time, and returns the median of each figure. A failed
 * audit is tried once more before the whole measure fails.
 *
 * The audits go round by round (each round audits every target once per
 * form factor) rather than page by page, so that a stretch of load from
 * another process spreads over all pages instead of skewing one of them:
 * pages compared with each other are measured in the same conditions.
 */
export async function measureLighthouse(
  targets: readonly LighthouseTarget[],
  {runs = 3, onAudit}: MeasureLighthouseOptions = {},
): Promise<LighthouseMeasure> {
  const collected = targets.map(() => ({
    mobile: [] as LighthouseRun[],
    desktop: [] as LighthouseRun[],
  }));
  const total = runs * targets.length * FORM_FACTORS.length;
  let index = 0;
  let lighthouseVersion = '';
  let hostUserAgent = '';
  for (let round = 0; round < runs; round++) {
    for (const [targetIndex, target] of targets.entries()) {
      for (const formFactor of FORM_FACTORS) {
        index += 1;
        onAudit?.({target: target.name, formFactor, index, total});
        const {run, report} = await auditOnce(target.url, formFactor).catch((error: unknown) => {
          // One retry: on a busy machine Chromium or Lighthouse can time out
          // now and then, and a long series should not be lost to that.
          console.warn(`retrying ${target.name} (${formFactor}) after: ${String(error)}`);
          return auditOnce(target.url, formFactor);
        });
        collected[targetIndex]?.[formFactor].push(run);
        lighthouseVersion = report.lighthouseVersion;
        hostUserAgent = report.environment.hostUserAgent;
      }
    }
  }
  return {
    lighthouseVersion,
    hostUserAgent,
    runsPerFormFactor: runs,
    targets: targets.map((target, targetIndex) => {
      const {mobile, desktop} = collected[targetIndex] as Record<FormFactor, LighthouseRun[]>;
      return {
        ...target,
        mobile: {...medianFigures(mobile), runs: mobile},
        desktop: {...medianFigures(desktop), runs: desktop},
      };
    }),
  };
}
