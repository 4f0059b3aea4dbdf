import {seconds} from '../../site/printedUnits';

/**
 * The line the build prints once the Markdown twins are written: how many,
 * and the seconds spent converting and writing them (their share of the
 * single read of the pages, which they share with the search index). The
 * bench reads it back with `MACHINE_DOCS_REPORT_LINE`.
 */
export function machineDocsReportLine(pages: number, elapsedSeconds: number): string {
  return `[machine-docs] wrote ${pages} Markdown twins, llms.txt and llms-full.txt in ${seconds(elapsedSeconds)}`;
}

/** Reads `machineDocsReportLine` back: group 1 is the pages, group 2 the seconds. */
export const MACHINE_DOCS_REPORT_LINE =
  /\[machine-docs\] wrote (\d+) Markdown twins, llms\.txt and llms-full\.txt in ([\d.]+) s/;
