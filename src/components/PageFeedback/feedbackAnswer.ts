/** Why a page did not help, as the widget offers them; the server accepts only these. */
export const FEEDBACK_REASONS = [
  {value: 'inaccurate', label: 'Inaccurate'},
  {value: 'unclear', label: 'Hard to understand'},
  {value: 'missing', label: 'Missing information'},
  {value: 'code', label: 'The code sample doesn’t work'},
  {value: 'other', label: 'Other'},
] as const;

export type FeedbackReason = (typeof FEEDBACK_REASONS)[number]['value'];

/** Longest comment a reader may send. */
export const MAX_FEEDBACK_COMMENT = 1000;

/** One reader's answer to "Was this page helpful?". */
export type FeedbackAnswer =
  | {page: string; helpful: 'yes'}
  | {page: string; helpful: 'no'; reason?: FeedbackReason; comment?: string};

/**
 * The request body for an answer. Its keys always come in this order, page,
 * helpful, reason, comment, and only a "no" carries the last two: the server
 * (deploy/nginx/docs-http.conf) accepts that one shape and refuses anything
 * else, so nothing else can reach its log. The comment is trimmed, cut to
 * `MAX_FEEDBACK_COMMENT` characters, and left out when empty.
 */
export function feedbackBody(answer: FeedbackAnswer): string {
  if (answer.helpful === 'yes') return JSON.stringify({page: answer.page, helpful: 'yes'});
  const comment = [...(answer.comment ?? '').trim()].slice(0, MAX_FEEDBACK_COMMENT).join('');
  return JSON.stringify({
    page: answer.page,
    helpful: 'no',
    ...(answer.reason ? {reason: answer.reason} : {}),
    ...(comment ? {comment} : {}),
  });
}
