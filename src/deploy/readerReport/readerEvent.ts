import type {FeedbackReason} from '../../components/PageFeedback/feedbackAnswer';
import type {SearchFailure} from '../../plugins/search/shared/searchFailure';

export type {FeedbackReason};

/** A search that failed a reader: nothing matched, or no result was opened. */
export type SearchEvent = {
  type: 'search';
  /** When nginx logged it, in milliseconds since the Unix epoch. */
  at: number;
  failure: SearchFailure;
  /** The query as `normaliseQuery` writes it. */
  query: string;
};

/** One "Was this page helpful?" answer. */
export type FeedbackEvent = {
  type: 'feedback';
  /** When nginx logged it, in milliseconds since the Unix epoch. */
  at: number;
  /** The site path the answer is about, starting with `/`. */
  page: string;
  helpful: boolean;
  /** Only ever set on an unhelpful answer. */
  reason: FeedbackReason | null;
  /** Untrusted text typed by a reader; only ever set on an unhelpful answer. */
  comment: string | null;
};

/** A line of a reader log that the report understood. */
export type ReaderEvent = SearchEvent | FeedbackEvent;

/** Why a line of a reader log was left out of the report. */
export type SkipReason = 'not-json' | 'unknown' | 'time' | 'query' | 'feedback';

/** Each skip reason as the report words it after a count ("3 not JSON"). */
export const SKIP_REASON_LABELS: Readonly<Record<SkipReason, string>> = {
  'not-json': 'not JSON',
  unknown: 'neither a search report nor page feedback',
  time: 'without a valid time',
  query: 'with an empty or undecodable query',
  feedback: 'with malformed feedback',
};

/** A count of zero for every skip reason, to add a log's skipped lines to. */
export function noSkips(): Record<SkipReason, number> {
  const counts = {} as Record<SkipReason, number>;
  for (const reason of Object.keys(SKIP_REASON_LABELS) as SkipReason[]) counts[reason] = 0;
  return counts;
}
