import {normaliseQuery} from './normaliseQuery';

/** Longer queries are cut here: past this they are pasted text, not something to write a page for. */
const MAX_QUERY_LENGTH = 200;

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
  const query = normaliseQuery(decoded).slice(0, MAX_QUERY_LENGTH).trimEnd();
  return query === '' ? undefined : query;
}
