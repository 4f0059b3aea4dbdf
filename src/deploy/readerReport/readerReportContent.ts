import type {Trend} from './bucketByPeriod';
import type {LogReading} from './readLog';
import type {PageFeedback} from './summariseFeedback';
import type {ReportedQuery} from './summariseSearches';

/** Everything the report page shows, already summed up. */
export type ReaderReportContent = {
  readings: readonly LogReading[];
  searches: readonly ReportedQuery[];
  pages: readonly PageFeedback[];
  trend: Trend;
  /** The first and last event's times, or `null` when there was none. */
  period: {from: number; to: number} | null;
  /** The site the pages link to, without a trailing slash. */
  siteUrl: string;
  /** The CSV's file name, beside the page. */
  csvFile: string;
  generatedAt: Date;
};
