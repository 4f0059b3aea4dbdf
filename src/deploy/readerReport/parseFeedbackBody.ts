import {
  FEEDBACK_REASONS,
  MAX_FEEDBACK_COMMENT,
  type FeedbackReason,
} from '../../components/PageFeedback/feedbackAnswer';
import type {FeedbackEvent} from './readerEvent';

/** What a feedback body says, before the log line gives it a time. */
export type LoggedFeedback = Pick<FeedbackEvent, 'page' | 'helpful' | 'reason' | 'comment'>;

/**
 * A site path as nginx accepts it (see `$docs_page_feedback_valid` in
 * deploy/nginx/docs-http.conf), with a looser length bound so that a change
 * of the server's limit does not silently empty the report.
 */
// Refusing control characters is the point of this class, which is what the rule warns about.
// eslint-disable-next-line no-control-regex
const SITE_PATH = /^\/[^"\\<>\u0000-\u001f\u007f]{0,2000}$/;

// The widget's reasons are the only ones the server logs.
const REASONS: ReadonlySet<string> = new Set(FEEDBACK_REASONS.map(({value}) => value));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a feedback request body (`{"page":"/…","helpful":"yes"|"no",
 * "reason"?:…,"comment"?:…}`), or returns `undefined` when it is malformed.
 * The server checks bodies before logging them, but a log can be edited or
 * come from an older server, so nothing is taken on trust. A reason or
 * comment on a "yes" contradicts the widget and makes the body malformed;
 * keys the widget may add later are ignored.
 */
export function parseFeedbackBody(body: string): LoggedFeedback | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isPlainObject(parsed)) return undefined;
  const {page, helpful, reason, comment} = parsed;
  if (typeof page !== 'string' || !SITE_PATH.test(page)) return undefined;
  if (helpful !== 'yes' && helpful !== 'no') return undefined;
  if (reason !== undefined && (typeof reason !== 'string' || !REASONS.has(reason))) {
    return undefined;
  }
  if (comment !== undefined) {
    // Characters as a reader counts them: an emoji is one, not two UTF-16 units.
    if (typeof comment !== 'string' || [...comment].length > MAX_FEEDBACK_COMMENT) {
      return undefined;
    }
  }
  if (helpful === 'yes' && (reason !== undefined || comment !== undefined)) return undefined;
  return {
    page,
    helpful: helpful === 'yes',
    reason: (reason as FeedbackReason | undefined) ?? null,
    comment: comment === undefined || comment.trim() === '' ? null : comment,
  };
}
