import {describe, expect, it} from 'vitest';
import {median} from '../../bench/measures/statistics';
import {
  compareTbt,
  figuresOfReport,
  medianFigures,
  missedGoals,
  type LighthouseFigures,
  type LighthouseReport,
  type LighthouseRun,
} from '../../bench/measures/lighthouse/lighthouseFigures';

describe('median', () => {
  it.each([
    [[7], 7],
    [[3, 1, 2], 2],
    [[120, 80, 4000], 120],
    [[0.01, 0, 0.3], 0.01],
    [[4, 1, 3, 2], 2.5],
    [[5, 5, 1], 5],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves its input in order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list rather than make up a figure', () => {
    expect(() => median([])).toThrow(/no values/);
  });
});

const run = (figures: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  tbtMs: 0,
  cls: 0,
  lcpMs: 1000,
  fcpMs: 800,
  ...figures,
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const runs = [
      run({performance: 91, tbtMs: 300, lcpMs: 2500}),
      run({performance: 97, tbtMs: 40, lcpMs: 2100, cls: 0.1}),
      run({performance: 88, tbtMs: 120, lcpMs: 2900}),
    ];
    expect(medianFigures(runs)).toEqual({
      performance: 91,
      accessibility: 100,
      tbtMs: 120,
      cls: 0,
      lcpMs: 2500,
      fcpMs: 800,
    });
  });

  it('keeps only the figures, not other fields of a run', () => {
    const withMachineSpeed: LighthouseRun = {...run({}), benchmarkIndex: 900};
    expect(Object.keys(medianFigures([withMachineSpeed]))).toEqual([
      'performance',
      'accessibility',
      'tbtMs',
      'cls',
      'lcpMs',
      'fcpMs',
    ]);
  });
});

describe('missedGoals', () => {
  it('is empty when every goal is met, limits included', () => {
    expect(missedGoals(run({performance: 90, cls: 0.02}), 'mobile')).toEqual([]);
    expect(missedGoals(run({performance: 98, cls: 0.02}), 'desktop')).toEqual([]);
  });

  it('holds desktop to a higher performance score than mobile', () => {
    expect(missedGoals(run({performance: 95}), 'mobile')).toEqual([]);
    expect(missedGoals(run({performance: 95}), 'desktop')).toEqual(['performance 95 < 98']);
  });

  it('names each missed goal', () => {
    expect(missedGoals(run({performance: 72, cls: 0.05, accessibility: 96}), 'mobile')).toEqual([
      'performance 72 < 90',
      'CLS 0.050 > 0.02',
      'accessibility 96 < 100',
    ]);
  });
});

describe('compareTbt', () => {
  it.each([
    [80, 150, 'below'],
    [0, 0, 'equal'],
    [200, 150, 'above'],
  ] as const)('%d ms against %d ms is %s', (ours, vanilla, verdict) => {
    expect(compareTbt(ours, vanilla)).toBe(verdict);
  });
});

const report = (overrides: Partial<LighthouseReport> = {}): LighthouseReport => ({
  lighthouseVersion: '12.8.2',
  environment: {benchmarkIndex: 1500, hostUserAgent: 'HeadlessChrome'},
  categories: {performance: {score: 0.934}, accessibility: {score: 1}},
  audits: {
    'total-blocking-time': {numericValue: 182.5},
    'cumulative-layout-shift': {numericValue: 0.0012},
    'largest-contentful-paint': {numericValue: 2400.7},
    'first-contentful-paint': {numericValue: 1300.2},
  },
  ...overrides,
});

describe('figuresOfReport', () => {
  it('reads scores out of 100 and metrics as Lighthouse gives them', () => {
    expect(figuresOfReport(report())).toEqual({
      performance: 93,
      accessibility: 100,
      tbtMs: 182.5,
      cls: 0.0012,
      lcpMs: 2400.7,
      fcpMs: 1300.2,
      benchmarkIndex: 1500,
    });
  });

  it('throws on a runtime error instead of reporting zeros', () => {
    expect(() =>
      figuresOfReport(
        report({runtimeError: {code: 'NO_FCP', message: 'The page did not paint any content.'}}),
      ),
    ).toThrow(/NO_FCP/);
  });

  it('throws when a score is missing', () => {
    expect(() =>
      figuresOfReport(
        report({categories: {performance: {score: null}, accessibility: {score: 1}}}),
      ),
    ).toThrow(/no performance score/);
  });

  it('throws when a metric is missing', () => {
    expect(() =>
      figuresOfReport(report({audits: {...report().audits, 'largest-contentful-paint': {}}})),
    ).toThrow(/largest-contentful-paint/);
  });
});
