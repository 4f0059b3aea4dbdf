import {DEV_SERVER_GOAL_SECONDS} from '../budgets';
import type {DevServerFigures} from '../devServer';
import {seconds} from '../../src/site/printedUnits';
import {verdict} from './verdict';

/** Prints how long `npm start` took to show the first doc page, and hot reloads, against their goals. */
export function printDevServer(devServer: DevServerFigures | undefined): void {
  console.log('\n== Dev server (npm start, from a fresh install) ==');
  if (!devServer) {
    console.log('skipped (--no-dev-server)');
    return;
  }
  const goals = DEV_SERVER_GOAL_SECONDS;
  console.log(
    `first page     ${seconds(devServer.firstPageSeconds)} until ${devServer.route} showed its heading in Chromium (answered 200 after ${seconds(devServer.firstResponseSeconds)}; goal ≤ ${goals.firstPage} s) ${verdict(devServer.firstPageSeconds <= goals.firstPage)}`,
  );
  console.log(
    `hot reload     ${devServer.hotReloadSeconds.toFixed(2)} s until a sentence added to ${devServer.editedFile} showed in the open page, the slowest of ${devServer.hotReloadSamples.length} edits (${devServer.hotReloadSamples.map((sample) => sample.toFixed(2)).join(', ')} s; goal < ${goals.hotReload} s) ${verdict(devServer.hotReloadSeconds < goals.hotReload)}`,
  );
}
