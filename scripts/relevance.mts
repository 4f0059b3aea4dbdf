/**
 * `npm run relevance`: the relevance suite against the existing build, in
 * Node, through the site's own engine (the MCP server's way of running it,
 * see `src/mcp/builtSearchIndex.ts`), in a few seconds instead of the
 * bench's minutes. Prints each list's rate, and the misses of the earlier
 * lists and of the tuning halves only: the held-out halves measure whether
 * a change carries over, so their misses stay out of sight while ranking is
 * being worked on (`npm run bench` reports their rates too).
 */
import path from 'node:path';
import {siteBuildDirectory} from '../src/settings/buildDirectory.ts';
import {relevanceSuite} from '../bench/relevance/relevanceSuite.ts';
import {measureSuite} from '../bench/relevance/relevanceFigures.ts';
import {listedByBuiltIndex} from '../bench/relevance/listedByBuiltIndex.ts';
import {percent} from '../src/site/printedUnits.ts';

const buildDir = siteBuildDirectory(path.resolve(import.meta.dirname, '..'));
const figures = await measureSuite(relevanceSuite(), (queries) =>
  listedByBuiltIndex(buildDir, queries),
);
const showMisses = process.argv.includes('--misses');
for (const figure of figures) {
  const label = figure.half === 'whole' ? figure.list : `${figure.list} (${figure.half})`;
  console.info(`${label.padEnd(28)} ${percent(figure.rate)} of ${figure.queries}`);
  if (showMisses && figure.half !== 'held out' && figure.list !== 'earlier suite') {
    for (const miss of figure.misses) console.info(`    ${miss}`);
  }
}
