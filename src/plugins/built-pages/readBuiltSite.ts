import path from 'node:path';
import {readBuiltPages} from '../../site/builtSite/readBuiltPages';
import type {MachinePage} from '../machine-docs/machinePage';
import {readOperationMarkdown} from '../machine-docs/readOperationMarkdown';
import {writeMachineDocs} from '../machine-docs/writeMachineDocs';
import {readLibrarySymbols} from '../../mcp/librarySymbols/readLibrarySymbols';
import {buildPagefindIndex} from '../search/indexing/buildPagefindIndex';
import {indexReportLine} from '../search/indexing/indexReportLine';
import type {SearchPage} from '../search/indexing/readSearchPages';
import {PAGEFIND_FOLDER} from '../search/shared/pagefindFolder';
import {readVocabulary, VOCABULARY_FILE} from '../search/vocabulary/vocabularyFile';
import type {BuiltSiteOptions} from './builtSiteOptions';
import type {KeptPageReadings, PageReading} from './keptPageReadings';
import {machineDocsReportLine} from './machineDocsReportLine';
import {readBuiltPage} from './readBuiltPage';
import {uncoveredMathsCharacters} from '../fonts/uncoveredMathsCharacters';

/**
 * Reads every page of the build in `outDir` once (see `readBuiltPage`), for the
 * search index and the docs for machines, and checks that each page's
 * typeset maths keeps to the characters the maths fonts were cut to. A page
 * whose reading `kept` holds from an earlier build is not parsed again.
 * Writes both, prints one line for each, and returns the files and folders
 * it wrote, relative to `outDir`.
 */
export async function readBuiltSite(
  siteDir: string,
  outDir: string,
  {site, restApi, files, mathsFontCharacters}: BuiltSiteOptions,
  kept?: KeptPageReadings,
): Promise<string[]> {
  const operationMarkdown = restApi ? readOperationMarkdown(siteDir, restApi) : undefined;
  const machinePages: MachinePage[] = [];
  const mathsFont = new Set(mathsFontCharacters);
  const uncovered: string[] = [];
  let convertingMs = 0;
  const read = (file: string, document: string): PageReading => {
    const {reading, convertingMs: converting} = readBuiltPage(
      file,
      document,
      site.url,
      operationMarkdown,
    );
    convertingMs += converting;
    return reading;
  };
  const vocabulary = readVocabulary(path.join(siteDir, VOCABULARY_FILE));
  const report = await buildPagefindIndex(siteDir, outDir, vocabulary, async (onPage) => {
    const pages: SearchPage[] = [];
    const {skipped} = await readBuiltPages(outDir, files, (file, document) => {
      const reading = kept
        ? kept.reading(file, document, () => read(file, document))
        : read(file, document);
      if ('skipped' in reading) return false;
      const missing = uncoveredMathsCharacters(reading.maths, mathsFont);
      if (missing.length > 0) uncovered.push(`${file}: ${missing.join(' ')}`);
      machinePages.push(reading.machine);
      pages.push(reading.search);
      onPage(reading.search);
      return true;
    });
    kept?.forgetUnused();
    return {pages, skipped};
  });
  console.info(indexReportLine(report, kept?.readAfresh()));
  // Every page, kept readings included, against this build's cut: a character the fonts' scan
  // missed would show in a fallback font.
  if (uncovered.length > 0) {
    throw new Error(
      `site-built-pages: maths on these pages uses characters the maths fonts were not cut to (the fonts plugin did not find these formulas in the written pages of docs/ or devlog/ as remark-math reads Markdown; it does not read the generated references, whose sources must escape a dollar sign):\n${uncovered.join('\n')}`,
    );
  }
  const writing = performance.now();
  const machineDocs = writeMachineDocs(outDir, site, machinePages);
  console.info(
    machineDocsReportLine(machinePages.length, (convertingMs + performance.now() - writing) / 1000),
  );
  // The MCP server finds library symbols by the twins' titles: a build whose titles it cannot read stops here.
  await readLibrarySymbols(outDir);
  return [PAGEFIND_FOLDER, ...machineDocs];
}
