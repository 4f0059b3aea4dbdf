import type {FeedbackReason, ReaderEvent} from './readerEvent';

/** A reader's comment on a page, with when and why they left it. */
export type PageComment = {at: number; reason: FeedbackReason | null; text: string};

/** The answers about one page. */
export type PageFeedback = {
  page: string;
  helpful: number;
  unhelpful: number;
  /** Unhelpful answers over all answers, from 0 to 1. */
  unhelpfulShare: number;
  /** Reasons given with unhelpful answers, most given first; `null` counts the answers without one. */
  reasons: {reason: FeedbackReason | null; count: number}[];
  /** Newest first. */
  comments: PageComment[];
};

/**
 * Sums up page feedback per page, worst first: most unhelpful answers, then
 * the higher share of them, then by path. Pages with only helpful answers are
 * kept, last, so that totals add up.
 */
export function summariseFeedback(events: readonly ReaderEvent[]): PageFeedback[] {
  const byPage = new Map<
    string,
    PageFeedback & {reasonCounts: Map<FeedbackReason | null, number>}
  >();
  for (const event of events) {
    if (event.type !== 'feedback') continue;
    let page = byPage.get(event.page);
    if (!page) {
      page = {
        page: event.page,
        helpful: 0,
        unhelpful: 0,
        unhelpfulShare: 0,
        reasons: [],
        comments: [],
        reasonCounts: new Map(),
      };
      byPage.set(event.page, page);
    }
    if (event.helpful) {
      page.helpful += 1;
      continue;
    }
    page.unhelpful += 1;
    page.reasonCounts.set(event.reason, (page.reasonCounts.get(event.reason) ?? 0) + 1);
    if (event.comment !== null) {
      page.comments.push({at: event.at, reason: event.reason, text: event.comment});
    }
  }
  return [...byPage.values()]
    .map(({reasonCounts, ...page}) => ({
      ...page,
      unhelpfulShare: page.unhelpful / (page.helpful + page.unhelpful),
      reasons: [...reasonCounts]
        .map(([reason, count]) => ({reason, count}))
        // "No reason given" goes last among equals: a named reason says more.
        .sort(
          (a, b) =>
            b.count - a.count ||
            Number(a.reason === null) - Number(b.reason === null) ||
            (a.reason ?? '').localeCompare(b.reason ?? ''),
        ),
      comments: page.comments.sort((a, b) => b.at - a.at),
    }))
    .sort(
      (a, b) =>
        b.unhelpful - a.unhelpful ||
        b.unhelpfulShare - a.unhelpfulShare ||
        a.page.localeCompare(b.page),
    );
}
