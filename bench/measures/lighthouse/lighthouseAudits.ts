import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {launchDebuggableChromium} from './debuggableChromium';
import {
  FORM_FACTORS,
  figuresOfReport,
  medianFigures,
  type FormFactor,
  type LighthouseReport,
  type LighthouseRun,
  type LighthouseTarget,
  type TargetFigures,
} from './lighthouseFigures';

/**
 * Lighthouse runs as its CLI in a plain Node process, not imported: under
 * tsx (which runs the bench), esbuild also compiles Lighthouse's modules and
 * wraps their functions with a `__name` helper, and Lighthouse sends some of
 * those functions to the page as source text, where the helper does not
 * exist ("ReferenceError: __name is not defined").
 */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** What {@link measureLighthouse} returns. */
export type LighthouseMeasure = {
  lighthouseVersion: string;
  /** The user agent of the Chromium that ran the audits (before emulation). */
  hostUserAgent: string;
  runsPerFormFactor: number;
  targets: TargetFigures[];
};

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
async function auditOnce(
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
 * audit fails the whole measure, with its error: a second try would hide
 * what made it fail and put a run of other conditions into the median.
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
        const {run, report} = await auditOnce(target.url, formFactor);
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
