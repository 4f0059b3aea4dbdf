import path from 'node:path';
import {readBuiltPages} from '../../site/builtSite/readBuiltPages';
import type {MachinePage} from '../machine-docs/machinePage';
import {markdownPath} from '../machine-docs/markdownPath';
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
import {readPage} from './readPage';

/**
 * Reads every page of the build in `outDir` once (see `readPage`), for the
 * search index and the docs for machines. A page whose reading `kept` holds
 * from an earlier build is not parsed again. Writes both, prints one line
 * for each, and returns the files and folders it wrote, relative to `outDir`.
 */
export async function readBuiltSite(
  siteDir: string,
  outDir: string,
  {site, restApi, files}: BuiltSiteOptions,
  kept?: KeptPageReadings,
): Promise<string[]> {
  const operationMarkdown = restApi ? readOperationMarkdown(siteDir, restApi) : undefined;
  const machinePages: MachinePage[] = [];
  let convertingMs = 0;
  const read = (file: string, document: string): PageReading => {
    const {reading, convertingMs: converting} = readPage(
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
      machinePages.push(reading.machine);
      pages.push(reading.search);
      onPage(reading.search);
      return true;
    });
    kept?.forgetUnused();
    return {pages, skipped};
  });
  console.info(indexReportLine(report, kept?.readAfresh()));
  const writing = performance.now();
  writeMachineDocs(outDir, site, machinePages);
  console.info(
    machineDocsReportLine(machinePages.length, (convertingMs + performance.now() - writing) / 1000),
  );
  // The MCP server finds library symbols by the twins' titles: a build whose titles it cannot read stops here.
  await readLibrarySymbols(outDir);
  return [
    PAGEFIND_FOLDER,
    ...machinePages.map((page) => markdownPath(page.path).slice(1)),
    'llms.txt',
    'llms-full.txt',
  ];
}
