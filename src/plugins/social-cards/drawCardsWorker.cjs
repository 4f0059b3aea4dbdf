// @ts-check
// One worker of `drawCards`: draws the jobs it claims from the counter it
// shares with the others, then posts back how many it drew. The plugin's
// TypeScript is loaded with jiti, as Docusaurus loads it.
const {parentPort, workerData} = require('node:worker_threads');

// jiti 1's types describe its ESM build; required, it is the function itself.
const createJiti = /** @type {(filename: string, options: object) => (id: string) => unknown} */ (
  /** @type {unknown} */ (require('jiti'))
);
const load = createJiti(__filename, {interopDefault: true});
const {cardDrawer} = /** @type {typeof import('./cardDrawer')} */ (load('./cardDrawer.ts'));
const {drawClaimedCards} = /** @type {typeof import('./drawClaimedCards')} */ (
  load('./drawClaimedCards.ts')
);

/** @type {import('./drawCards').WorkerData} */
const {jobs, counter, siteDir, productName, cacheDir} = workerData;
const nextJob = new Int32Array(counter);

// A rejection here ends the worker with an `error` event, which fails the build.
void cardDrawer(siteDir, productName)
  .then((draw) => drawClaimedCards(jobs, () => Atomics.add(nextJob, 0, 1), draw, cacheDir))
  .then((drawn) => parentPort?.postMessage(drawn));
