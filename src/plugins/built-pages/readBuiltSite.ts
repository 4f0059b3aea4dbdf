import path from 'node:path';
import type {MachinePage} from '../machine-docs/machinePage';
import {machinePageOf} from '../machine-docs/machinePageOf';
import type {PluginOptions} from '../machine-docs/options';
import {readOperationMarkdown} from '../machine-docs/readOperationMarkdown';
import {writeMachineDocs} from '../machine-docs/writeMachineDocs';
import {readLibrarySymbols} from '../../mcp/librarySymbols/readLibrarySymbols';
import {buildPagefindIndex} from '../search/indexing/buildPagefindIndex';
import {indexReportLine} from '../search/indexing/indexReportLine';
import {readVocabulary, VOCABULARY_FILE} from '../search/vocabulary/vocabularyFile';
import {machineDocsReportLine} from './machineDocsReportLine';

/** What the pass needs to know of the site, and the pages to read. */
export type BuiltSiteOptions = {
  site: {title: string; tagline: string; url: string};
  restApi: PluginOptions['restApi'];
  /** The HTML files of the pages Docusaurus rendered, relative to the build. */
  files: readonly string[];
};

/**
 * Reads every page of the build in `outDir` once, for the search index and
 * the docs for machines: each page is parsed once and handed first to the
 * Markdown twins (which convert a copy of its article), then to the search
 * index (which changes it). Writes both, and prints one line for each.
 */
export async function readBuiltSite(
  siteDir: string,
  outDir: string,
  {site, restApi, files}: BuiltSiteOptions,
): Promise<void> {
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
}
