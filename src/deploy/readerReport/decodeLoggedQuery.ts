import {MAX_REPORTED_QUERY} from '../../plugins/search/shared/searchFailure';
import {normaliseQuery} from './normaliseQuery';

/**
 * A query as nginx logged it (URL-encoded, with `+` for spaces), decoded and
 * normalised; `undefined` when it does not decode or is blank.
 */
export function decodeLoggedQuery(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
  const query = normaliseQuery(decoded).slice(0, MAX_REPORTED_QUERY).trimEnd();
  return query === '' ? undefined : query;
}
