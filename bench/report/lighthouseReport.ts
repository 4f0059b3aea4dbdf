import {LIGHTHOUSE_GOALS} from '../budgets';
import type {LighthouseResults} from '../lighthouse';
import {
  compareTbt,
  FORM_FACTORS,
  type FormFactor,
  type MedianFigures,
} from '../measures/lighthouse/lighthouseFigures';
import {GUIDE_PAGE_ROUTE} from '../templates';

/** Prints the Lighthouse table, the anchor's page beside ours, and the machine's speed estimate. */
export function printLighthouse(results: LighthouseResults): void {
  const goals = LIGHTHOUSE_GOALS;
  console.log(
    `\n== Lighthouse ${results.lighthouseVersion}, median of ${results.runsPerFormFactor} runs, served gzipped (mobile: default, simulated throttling; desktop: desktop preset) ==`,
  );
  console.log(
    `goals (printed, not asserted): performance ≥ ${goals.minPerformance.mobile} mobile and ≥ ${goals.minPerformance.desktop} desktop, CLS ≤ ${goals.maxCls}, accessibility ${goals.accessibility}`,
  );
  console.log(
    'template                   form     perf  a11y   TBT ms    CLS   LCP ms   FCP ms  goals',
  );
  const row = (name: string, formFactor: FormFactor, figures: MedianFigures, verdict: string) =>
    console.log(
      `${name.padEnd(26)} ${formFactor.padEnd(8)} ${String(figures.performance).padStart(4)}  ${String(figures.accessibility).padStart(4)}  ${figures.tbtMs.toFixed(0).padStart(7)}  ${figures.cls.toFixed(3).padStart(5)}  ${figures.lcpMs.toFixed(0).padStart(7)}  ${figures.fcpMs.toFixed(0).padStart(7)}  ${verdict}`,
    );
  for (const template of results.templates) {
    for (const formFactor of FORM_FACTORS) {
      const missed = template.missedGoals[formFactor];
      row(
        formFactor === 'mobile' ? template.name : '',
        formFactor,
        template[formFactor],
        missed.length === 0 ? 'ok' : `MISSED: ${missed.join(', ')}`,
      );
    }
  }
  const vanilla = results.vanilla;
  if (vanilla) {
    for (const formFactor of FORM_FACTORS) {
      row(
        formFactor === 'mobile' ? vanilla.name : '',
        formFactor,
        vanilla[formFactor],
        '(comparison only)',
      );
    }
    const guide = results.templates.find((template) => template.route === GUIDE_PAGE_ROUTE);
    if (guide) {
      const comparisons = FORM_FACTORS.map((formFactor) => {
        const verdict = compareTbt(guide[formFactor].tbtMs, vanilla[formFactor].tbtMs);
        return `${formFactor} ${guide[formFactor].tbtMs.toFixed(0)} ms vs ${vanilla[formFactor].tbtMs.toFixed(0)} ms, ${verdict}${verdict === 'below' ? ' ok' : verdict === 'above' ? ' MISSED' : ''}`;
      });
      console.log(
        `TBT of ${guide.name} against the vanilla template (goal: below): ${comparisons.join('; ')}`,
      );
    }
    console.log(
      `vanilla anchor: ${vanilla.docPages} doc pages, ${vanilla.builtInThisRun ? 'built in this run' : 'an earlier build reused (--rebuild-vanilla to rebuild)'}`,
    );
  } else {
    console.log('vanilla comparison: not run (add --vanilla)');
  }
  console.log(
    `machine speed: Lighthouse BenchmarkIndex median ${results.medianBenchmarkIndex.toFixed(0)} (lower means a busier or slower machine, and slower figures)`,
  );
}
