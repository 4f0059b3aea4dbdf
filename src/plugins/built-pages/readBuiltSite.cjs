// @ts-check
// Reads a production build's pages in a process of its own:
// `node readBuiltSite.cjs <siteDir> <outDir>`, with its options as JSON on
// standard input (the list of pages is too long for an argument), and where
// to keep what it wrote for the next build, if anywhere. Docusaurus runs
// every plugin's post-build step on one thread, where the social cards read
// and rewrite pages; here the single read of the pages for the search index
// and the Markdown twins runs beside them, on the other core.
// The plugin's TypeScript is loaded with jiti, as Docusaurus loads it.

// jiti 1's types describe its ESM build; required, it is the function itself.
const createJiti = /** @type {(filename: string, options: object) => (id: string) => unknown} */ (
  /** @type {unknown} */ (require('jiti'))
);
const load = createJiti(__filename, {interopDefault: true});
const {readBuiltSite} = /** @type {typeof import('./readBuiltSite')} */ (
  load('./readBuiltSite.ts')
);
const {keepOutputs} = /** @type {typeof import('../../site/buildCache/keptOutputs')} */ (
  load('../../site/buildCache/keptOutputs.ts')
);
const {keptPageReadings} = /** @type {typeof import('./keptPageReadings')} */ (
  load('./keptPageReadings.ts')
);

const [siteDir, outDir] = process.argv.slice(2);
if (!siteDir || !outDir)
  throw new Error('usage: node readBuiltSite.cjs <siteDir> <outDir> < options.json');
/** @type {Buffer[]} */
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const {options, cache, pageReadings} =
    /** @type {import('./readInOwnProcess').OwnProcessInput} */ (
      JSON.parse(Buffer.concat(chunks).toString('utf8'))
    );
  const kept = pageReadings && keptPageReadings(pageReadings.dir, pageReadings.key);
  readBuiltSite(siteDir, outDir, options, kept)
    .then((outputs) => {
      if (cache) keepOutputs(cache.dir, cache.key, outDir, outputs);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
});
