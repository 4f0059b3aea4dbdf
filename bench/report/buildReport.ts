import {availableParallelism} from 'node:os';
import {BUILD_BUDGET} from '../budgets';
import type {SiteBuildFigures} from '../build';
import type {AnchoredTime, BuildAgainstAnchor} from '../vanilla/vanillaBuild';
import {gigabytes, seconds, percent} from '../../src/site/printedUnits';
import {verdict} from './verdict';

/**
 * Prints our production build: cold, with its slower steps, then rebuilt
 * with nothing changed and with one page edited, then precompression.
 */
export function printSiteBuild(build: SiteBuildFigures | undefined): void {
  console.log('\n== Production build (npm run build) ==');
  if (!build) {
    console.log('skipped (--no-build)');
    return;
  }
  const {cold, rebuild} = build;
  console.log(
    `cold build     ${seconds(cold.seconds)}   (budget ${BUILD_BUDGET.wallSeconds} s) ${verdict(cold.seconds <= BUILD_BUDGET.wallSeconds)}; ${cold.cpuSeconds.toFixed(1)} CPU-seconds, ${percent(cold.cpuSeconds / cold.seconds / availableParallelism())} of the cores busy on average`,
  );
  console.log(
    `peak memory    ${gigabytes(cold.peakBytes)}   (budget ${BUILD_BUDGET.peakMemoryGB} GB) ${verdict(cold.peakBytes <= BUILD_BUDGET.peakMemoryGB * 1024 ** 3)}`,
  );
  const index = cold.searchIndex;
  console.log(
    index
      ? `search index   ${seconds(index.seconds)} for ${index.pages} pages (reading with Pagefind alongside ${seconds(index.readAndIndexSeconds)}, adapting ${seconds(index.adaptSeconds)}; budget ${BUILD_BUDGET.searchIndexSeconds} s) ${verdict(index.seconds <= BUILD_BUDGET.searchIndexSeconds)}`
      : 'search index   not found in the build log',
  );
  console.log(
    cold.machineDocsSeconds === undefined
      ? 'machine docs   not found in the build log'
      : `machine docs   ${seconds(cold.machineDocsSeconds)} (Markdown twins, llms.txt, llms-full.txt; no budget)`,
  );
  const cards = cold.socialCards;
  console.log(
    cards
      ? `social cards   ${seconds(cards.seconds)} for ${cards.cards} cards, ${cards.drawn} drawn (cold build, beside the search index and the twins; budget ${BUILD_BUDGET.socialCardsSeconds} s) ${verdict(cards.seconds <= BUILD_BUDGET.socialCardsSeconds)}`
      : 'social cards   not found in the build log',
  );
  console.log(
    `rebuild        ${seconds(rebuild.seconds)}, nothing changed (peak memory ${gigabytes(rebuild.peakBytes)})`,
  );
  console.log(
    `edited rebuild ${seconds(build.edited.seconds)}, one sentence added to one page (peak memory ${gigabytes(build.edited.peakBytes)})`,
  );
  if (build.precompress) {
    console.log(
      `precompress    ${seconds(build.precompress.seconds)} (npm run precompress, on its own${build.postbuild === undefined ? '' : `; the build times include npm run build's postbuild step too: ${build.postbuild}`})`,
    );
  } else {
    console.log(
      build.postbuild === undefined
        ? 'precompress    no precompress script, and no postbuild step'
        : `precompress    inside the build times above, as npm run build's postbuild step (${build.postbuild})`,
    );
  }
}

/** One row of the comparison: our time, the anchor's, the ratio, and the goal as a verdict. */
function anchoredRow(label: string, time: AnchoredTime): string {
  const goal =
    time.goal === undefined
      ? 'no goal'
      : `≤ ${`${time.goal}×`.padEnd(5)} ${verdict(time.ratio <= time.goal)}`;
  return `${label.padEnd(16)} ${seconds(time.oursSeconds).padStart(8)}  ${seconds(time.anchorSeconds).padStart(8)}  ${`${time.ratio.toFixed(2)}×`.padStart(6)}  ${goal}`;
}

/**
 * Prints our build times against the vanilla anchor's, both measured in
 * this run, or why the comparison did not run.
 */
export function printBuildAgainstAnchor(
  comparison: BuildAgainstAnchor | undefined,
  whyNot: string,
): void {
  console.log('\n== Build against the vanilla anchor, measured in the same run ==');
  if (!comparison) {
    console.log(`not run (${whyNot})`);
    return;
  }
  console.log(
    `ours: npm run build (its prebuild and postbuild steps included); anchor: docusaurus build of a classic-template site of ${comparison.anchorDocPages} doc pages`,
  );
  console.log(
    `${'build'.padEnd(16)} ${'ours'.padStart(8)}  ${'anchor'.padStart(8)}  ${'ratio'.padStart(6)}  goal`,
  );
  console.log(anchoredRow('cold', comparison.cold));
  const work = comparison.coldWork;
  console.log(
    `${''.padEnd(16)} cold work: ours ${work.oursCpuSeconds.toFixed(1)} CPU-seconds, the anchor's ${work.anchorCpuSeconds.toFixed(1)}; on ${work.cores} cores, ours cannot end before ${seconds(work.oursFloorSeconds)} (${work.floorRatio.toFixed(2)}× the anchor's time), however its steps are ordered`,
  );
  console.log(anchoredRow('nothing changed', comparison.rebuild));
  console.log(anchoredRow('one page edited', comparison.edited));
}
