import type {ScoredSection} from './scoreSections';

/** How many passages Ask AI sends at most, and how many of them one page may give. */
export const PASSAGE_LIMITS = {passages: 6, perPage: 2};

/**
 * A page's second passage must score at least this share of its first: a
 * page gives two sections only when both answer the question.
 */
const SECOND_SECTION_SHARE = 0.7;

/**
 * A page whose best section's priority is under this share of the best
 * one's gives no passage: a page that holds one word of the question is
 * off the topic, and the model does better with fewer passages than with a
 * wrong one.
 */
const OFF_TOPIC_SHARE = 0.25;

/** A page that may give passages, in the order the search ranks it: its id, its weight against the first page's (0 to 1), and its sections. */
export type CandidatePage = {pageId: string; weight: number; sections: readonly ScoredSection[]};

/** A section chosen for a passage, with the page it comes from. */
export type ChosenSection = {pageId: string; section: ScoredSection; priority: number};

/**
 * The sections Ask AI sends. Pages come in the order the search ranks them
 * (`pages`), since that order is what finds the page that answers; each
 * gives its best section (see `scoreSections`), unless that section's
 * priority (its score times the square root of the page's weight) is under
 * `OFF_TOPIC_SHARE` of the best one's. When fewer than
 * `PASSAGE_LIMITS.passages` pages give one, the pages kept give a second
 * section each, best first, if it scores near their first (see
 * `SECOND_SECTION_SHARE`). A page's sections stay together, in page order.
 */
export function selectPassages(pages: readonly CandidatePage[]): ChosenSection[] {
  const offered = pages.flatMap((page) => {
    const ranked = [...page.sections].filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
    const [best, second] = ranked;
    if (!best) return [];
    const weight = Math.sqrt(Math.max(0, page.weight));
    return [
      {
        pageId: page.pageId,
        best: {pageId: page.pageId, section: best, priority: best.score * weight},
        second:
          second && second.score >= best.score * SECOND_SECTION_SHARE
            ? {pageId: page.pageId, section: second, priority: second.score * weight}
            : undefined,
      },
    ];
  });
  const top = Math.max(0, ...offered.map((page) => page.best.priority));
  const kept = offered
    .filter((page) => page.best.priority >= top * OFF_TOPIC_SHARE)
    .slice(0, PASSAGE_LIMITS.passages);
  const seconds = kept
    .flatMap((page) => (page.second ? [page.second] : []))
    .sort((a, b) => b.priority - a.priority)
    .slice(0, PASSAGE_LIMITS.passages - kept.length);
  return kept.flatMap((page) => {
    const extra = seconds.find((chosen) => chosen.pageId === page.pageId);
    if (!extra) return [page.best];
    return [page.best, extra].sort((a, b) => a.section.start - b.section.start);
  });
}
