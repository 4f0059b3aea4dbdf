import path from 'node:path';
import {bucketByPeriod} from './bucketByPeriod';
import {readLog, type LogReading} from './readLog';
import {renderReportCsv} from './renderReportCsv';
import {renderReportHtml} from './renderReportHtml';
import {summariseFeedback} from './summariseFeedback';
import {summariseSearches} from './summariseSearches';
import {wasLogRead} from './wasLogRead';

/** The CSV's name, written beside `index.html`. */
export const READER_REPORT_CSV = 'reader-report.csv';

/** The report's two files and how its logs fared. */
export type ReaderReport = {
  html: string;
  csv: string;
  readings: LogReading[];
  /** Whether at least one log was read (even empty); when none was, the command fails. */
  anyRead: boolean;
};

/**
 * Reads reader logs (search reports and page feedback, in any mix and order)
 * and makes the report: the page and the CSV. Logs are read one after the
 * other, each streamed; a path given twice is read once so nothing counts
 * double. Never throws for a bad log: the page says what was wrong with it.
 */
export async function buildReaderReport(
  files: readonly string[],
  options: {siteUrl: string; generatedAt?: Date},
): Promise<ReaderReport> {
  const readings: LogReading[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(path.resolve(file))) continue;
    seen.add(path.resolve(file));
    readings.push(await readLog(file));
  }
  const events = readings.flatMap((reading) => reading.events);
  let period: {from: number; to: number} | null = null;
  for (const {at} of events) {
    period = period
      ? {from: Math.min(period.from, at), to: Math.max(period.to, at)}
      : {from: at, to: at};
  }
  const html = renderReportHtml({
    readings,
    searches: summariseSearches(events),
    pages: summariseFeedback(events),
    trend: bucketByPeriod(events),
    period,
    siteUrl: options.siteUrl.replace(/\/+$/, ''),
    csvFile: READER_REPORT_CSV,
    generatedAt: options.generatedAt ?? new Date(),
  });
  return {
    html,
    csv: renderReportCsv(readings),
    readings,
    anyRead: readings.some(wasLogRead),
  };
}
