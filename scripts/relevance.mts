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
import {builtSearchIndex} from '../src/mcp/builtSearchIndex.ts';
import {siteBuildDirectory} from '../src/settings/buildDirectory.ts';
import {SITE_SEARCH_CONTEXT} from '../src/plugins/search/engine/siteSearchContext.ts';
import {searchPagefind} from '../src/plugins/search/engine/pagefindEngine.ts';
import {MODAL_RESULTS} from '../src/plugins/search/engine/resultLimits.ts';
import {relevanceSuite} from '../bench/relevance/relevanceSuite.ts';
import {measureSuite} from '../bench/relevance/relevanceFigures.ts';
import {percent} from '../src/site/printedUnits.ts';

const buildDir = siteBuildDirectory(path.resolve(import.meta.dirname, '..'));
const source = builtSearchIndex(buildDir);
const figures = await measureSuite(relevanceSuite(), async (queries) => {
  const listed: string[][] = [];
  for (const query of queries) {
    const {hits} = await searchPagefind(query, SITE_SEARCH_CONTEXT, MODAL_RESULTS, source);
    listed.push(hits.map((hit) => hit.url));
  }
  return listed;
});
const showMisses = process.argv.includes('--misses');
for (const figure of figures) {
  const label = figure.half === 'whole' ? figure.list : `${figure.list} (${figure.half})`;
  console.info(`${label.padEnd(28)} ${percent(figure.rate)} of ${figure.queries}`);
  if (showMisses && figure.half !== 'held out' && figure.list !== 'earlier suite') {
    for (const miss of figure.misses) console.info(`    ${miss}`);
  }
}
