import path from 'node:path';
import type {MachinePage} from '../machine-docs/machinePage';
import {machinePageOf} from '../machine-docs/machinePageOf';
import {markdownPath} from '../machine-docs/markdownPath';
import {readOperationMarkdown} from '../machine-docs/readOperationMarkdown';
import {writeMachineDocs} from '../machine-docs/writeMachineDocs';
import {readLibrarySymbols} from '../../mcp/librarySymbols/readLibrarySymbols';
import {buildPagefindIndex} from '../search/indexing/buildPagefindIndex';
import {indexReportLine} from '../search/indexing/indexReportLine';
import {PAGEFIND_FOLDER} from '../search/shared/pagefindFolder';
import {readVocabulary, VOCABULARY_FILE} from '../search/vocabulary/vocabularyFile';
import type {BuiltSiteOptions} from './builtSiteOptions';
import {machineDocsReportLine} from './machineDocsReportLine';

/**
 * Reads every page of the build in `outDir` once, for the search index and
 * the docs for machines: each page is parsed once and handed first to the
 * Markdown twins (which convert a copy of its article), then to the search
 * index (which changes it). Writes both, prints one line for each, and
 * returns the files and folders it wrote, relative to `outDir`.
 */
export async function readBuiltSite(
  siteDir: string,
  outDir: string,
  {site, restApi, files}: BuiltSiteOptions,
): Promise<string[]> {
  const operationMarkdown = restApi ? readOperationMarkdown(siteDir, restApi) : undefined;
  const machinePages: MachinePage[] = [];
  let convertingMs = 0;
  const readForMachines = (page: Parameters<typeof machinePageOf>[0]) => {
    const started = performance.now();
    machinePages.push(machinePageOf(page, site.url, operationMarkdown));
    convertingMs += performance.now() - started;
  };
  const vocabulary = readVocabulary(path.join(siteDir, VOCABULARY_FILE));
  console.info(
    indexReportLine(
      await buildPagefindIndex(siteDir, outDir, vocabulary, {files, readers: [readForMachines]}),
    ),
  );
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
