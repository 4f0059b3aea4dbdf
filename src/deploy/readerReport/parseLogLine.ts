import {SEARCH_FAILURES, type SearchFailure} from '../../plugins/search/shared/searchFailure';
import {decodeLoggedQuery} from './decodeLoggedQuery';
import {parseFeedbackBody} from './parseFeedbackBody';
import {parseLogTime} from './parseLogTime';
import type {ReaderEvent, SkipReason} from './readerEvent';

/** A line of a reader log: the event it records, or why it was left out. */
export type ParsedLine = {event: ReaderEvent} | {skipped: SkipReason};

const KNOWN_FAILURES: ReadonlySet<string> = new Set(SEARCH_FAILURES);

/**
 * Reads one line of a reader log. Two kinds of line share these logs: search
 * reports (`{"time","kind","query"}`, `docs_search_report` in
 * deploy/nginx/docs-http.conf) and page feedback (`{"time","feedback"}`, the
 * request body as a JSON string, `docs_page_feedback`).
 */
export function parseLogLine(line: string): ParsedLine {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return {skipped: 'not-json'};
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return {skipped: 'not-json'};
  }
  const fields = entry as Record<string, unknown>;
  const isFeedback = typeof fields.feedback === 'string';
  const isSearch =
    !isFeedback && typeof fields.kind === 'string' && KNOWN_FAILURES.has(fields.kind);
  if (!isFeedback && !isSearch) return {skipped: 'unknown'};

  const at = parseLogTime(fields.time);
  if (at === undefined) return {skipped: 'time'};

  if (isFeedback) {
    const answer = parseFeedbackBody(fields.feedback as string);
    return answer ? {event: {type: 'feedback', at, ...answer}} : {skipped: 'feedback'};
  }
  const query = typeof fields.query === 'string' ? decodeLoggedQuery(fields.query) : undefined;
  if (query === undefined) return {skipped: 'query'};
  return {event: {type: 'search', at, failure: fields.kind as SearchFailure, query}};
}
