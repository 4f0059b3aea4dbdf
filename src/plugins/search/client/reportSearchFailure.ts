import type {EngineSettings} from '../shared/engineSettings';
import {resolveEngineSettings} from '../shared/publishedSettings';
import {MAX_REPORTED_QUERY, searchReportQuery, type SearchFailure} from '../shared/searchFailure';

/** Where a query stood when the reader left the search modal. */
export type SearchOnClose = {
  query: string;
  /** Whether the engine had answered this query (not still loading or failed). */
  answered: boolean;
  hits: number;
  opened: boolean;
};

/**
 * Whether a search failed its reader: an answered query that found nothing,
 * or found results of which none was opened. An empty query, or one the
 * engine never answered (still loading, offline), says nothing about the
 * docs and is not reported.
 */
export function searchFailure({
  query,
  answered,
  hits,
  opened,
}: SearchOnClose): SearchFailure | null {
  if (query.trim() === '' || !answered) return null;
  if (hits === 0) return 'no-results';
  return opened ? null : 'not-opened';
}

/**
 * Reports a failed search with a beacon, which survives the page being
 * left, when the settings in force name a report endpoint. With reports off
 * (the default) nothing is sent.
 */
export async function reportSearchFailure(
  built: EngineSettings,
  outcome: SearchOnClose,
): Promise<void> {
  const failure = searchFailure(outcome);
  if (!failure) return;
  const {searchReport} = await resolveEngineSettings(built);
  if (!searchReport) return;
  const query = outcome.query.trim().slice(0, MAX_REPORTED_QUERY);
  const separator = searchReport.endpoint.includes('?') ? '&' : '?';
  navigator.sendBeacon(`${searchReport.endpoint}${separator}${searchReportQuery(failure, query)}`);
}
