// @ts-check
// Builds the search index of a production build in a process of its own:
// `node indexSite.cjs <siteDir> <outDir>`. Docusaurus runs every plugin's
// post-build step on one thread, so indexing in the build's own process took
// turns with the Markdown twins; here it runs beside them, on the other core.
// The plugin's TypeScript is loaded with jiti, as Docusaurus loads it.
const path = require('node:path');

// jiti 1's types describe its ESM build; required, it is the function itself.
const createJiti = /** @type {(filename: string, options: object) => (id: string) => unknown} */ (
  /** @type {unknown} */ (require('jiti'))
);
const load = createJiti(__filename, {interopDefault: true});
const {buildPagefindIndex} = /** @type {typeof import('./buildPagefindIndex')} */ (
  load('./buildPagefindIndex.ts')
);
const {indexReportLine} = /** @type {typeof import('./indexReportLine')} */ (
  load('./indexReportLine.ts')
);
const {readVocabulary, VOCABULARY_FILE} =
  /** @type {typeof import('../vocabulary/vocabularyFile')} */ (
    load('../vocabulary/vocabularyFile.ts')
  );

const [siteDir, outDir] = process.argv.slice(2);
if (!siteDir || !outDir) throw new Error('usage: node indexSite.cjs <siteDir> <outDir>');
buildPagefindIndex(siteDir, outDir, readVocabulary(path.join(siteDir, VOCABULARY_FILE))).then(
  (report) => console.info(indexReportLine(report)),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
