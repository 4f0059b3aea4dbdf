import type {IndexReport} from './buildPagefindIndex';
import {seconds} from '../../../site/printedUnits';

const fromMs = (ms: number) => seconds(ms / 1000);

/**
 * The line the build prints after indexing, which `npm run bench` reads (see
 * `INDEX_REPORT_LINE`); with `parsed`, how many of the files were parsed,
 * the others' readings being kept from the last build.
 */
export function indexReportLine(report: IndexReport, parsed?: number): string {
  const files = report.pages + report.skipped;
  const kept =
    parsed === undefined
      ? ''
      : parsed === files
        ? ` (all ${files} parsed)`
        : ` (${parsed} of ${files} parsed, the others as the last build read them)`;
  return `[site-search] indexed ${report.pages} pages in ${fromMs(report.readAndIndexMs + report.adaptMs)} (reading them${kept} with Pagefind indexing alongside ${fromMs(report.readAndIndexMs)}, adapting ${fromMs(report.adaptMs)}; ${report.skipped} listings skipped; ${report.chunksAfter} word chunks, ${report.parts} result parts, ${report.names} names, ${report.words} words, ${report.synonyms} synonyms)`;
}

/** The pages and the seconds in all, while reading and indexing, and adapting, as `indexReportLine` writes them. */
export const INDEX_REPORT_LINE =
  /\[site-search\] indexed (\d+) pages in ([\d.]+) s \(reading them(?: \(.*?\))? with Pagefind indexing alongside ([\d.]+) s, adapting ([\d.]+) s;/;
