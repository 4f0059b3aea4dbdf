import {parseBuiltPage} from '../../site/builtSite/readBuiltPages';
import {machinePageOf} from '../machine-docs/machinePageOf';
import {searchPageOf} from '../search/indexing/readSearchPages';
import {typesetMathsCharacters} from '../fonts/uncoveredMathsCharacters';
import type {PageReading} from './keptPageReadings';

/**
 * Reads one built page from its `document` (see `articleDocument`), parsed
 * once: first the characters of its typeset maths, then its Markdown twin,
 * converted from a copy of its article, then its search form, which changes
 * the article (see `searchableArticle`), so the twin keeps what search
 * leaves out. `convertingMs` is the time the twin took, for the twins'
 * report line.
 */
export function readBuiltPage(
  file: string,
  document: string,
  siteUrl: string,
  operationMarkdown?: ReadonlyMap<string, string>,
): {reading: PageReading; convertingMs: number} {
  const page = parseBuiltPage(file, document);
  if (!page) return {reading: {skipped: true}, convertingMs: 0};
  const maths = typesetMathsCharacters(page.article);
  const started = performance.now();
  const machine = machinePageOf(page, siteUrl, operationMarkdown);
  const convertingMs = performance.now() - started;
  return {reading: {machine, search: searchPageOf(page), maths}, convertingMs};
}
