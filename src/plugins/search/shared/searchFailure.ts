/**
 * How a search failed a reader: nothing matched, or results were shown and
 * none was opened. The modal reports these when reports are on, and
 * `npm run reader-report` counts them.
 */
export const SEARCH_FAILURES = ['no-results', 'not-opened'] as const;

/** One of `SEARCH_FAILURES`. */
export type SearchFailure = (typeof SEARCH_FAILURES)[number];

/** Longest query reported, and read back from the log: enough for any question, not for a pasted page. */
export const MAX_REPORTED_QUERY = 200;

/** The query string of a report: `?kind=…&q=…`, which the server logs. */
export function searchReportQuery(kind: SearchFailure, query: string): string {
  return `kind=${kind}&q=${encodeURIComponent(query)}`;
}
