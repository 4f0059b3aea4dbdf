import type {SearchFailure} from '../../plugins/search/shared/searchFailure';
import type {ReaderEvent} from './readerEvent';

/** One query of the report, with how often it failed readers in each way. */
export type ReportedQuery = {query: string; total: number} & Record<SearchFailure, number>;

/**
 * Counts each normalised query by failure, most frequent first; among equals,
 * the one that found nothing more often first, since it most needs a page.
 */
export function summariseSearches(events: readonly ReaderEvent[]): ReportedQuery[] {
  const byQuery = new Map<string, ReportedQuery>();
  for (const event of events) {
    if (event.type !== 'search') continue;
    const counts = byQuery.get(event.query) ?? {
      query: event.query,
      total: 0,
      'no-results': 0,
      'not-opened': 0,
    };
    counts[event.failure] += 1;
    counts.total += 1;
    byQuery.set(event.query, counts);
  }
  return [...byQuery.values()].sort(
    (a, b) =>
      b.total - a.total || b['no-results'] - a['no-results'] || a.query.localeCompare(b.query),
  );
}
