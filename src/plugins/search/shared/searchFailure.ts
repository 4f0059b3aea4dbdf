/**
 * How a search failed a reader: nothing matched, or results were shown and
 * none was opened. The modal reports these when reports are on, and
 * `npm run reader-report` counts them.
 */
export type SearchFailure = 'no-results' | 'not-opened';

/** The query string of a report: `?kind=…&q=…`, which the server logs. */
export function searchReportQuery(kind: SearchFailure, query: string): string {
  return `kind=${kind}&q=${encodeURIComponent(query)}`;
}
