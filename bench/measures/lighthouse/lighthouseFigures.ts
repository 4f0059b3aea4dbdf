import {LIGHTHOUSE_GOALS} from '../../budgets';
import {median} from '../statistics';

/** Lighthouse's two presets: its default (a mid-range phone, simulated slow 4G and a 4× slower CPU) and its desktop config. */
export type FormFactor = 'mobile' | 'desktop';

/** Both form factors, in the order the audits run and the tables show them. */
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
 * The goals of `LIGHTHOUSE_GOALS` (bench/budgets.ts) that `figures` miss on `formFactor`,
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
