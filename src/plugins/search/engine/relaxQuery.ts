import type {MatchKind, SlotMatches} from './matchSlots';

/**
 * How much each kind of match counts towards a page's score: a synonym a
 * little less than what the reader typed, so that of two pages otherwise
 * alike the one using the reader's own word comes first.
 */
const KIND_SCORE: Record<MatchKind, number> = {word: 1, synonym: 0.9, prefix: 1, correction: 1};

/**
 * How much a slot matched through a correction counts in the share of the
 * query a page holds, per typo: a word the reader did not type is weaker
 * evidence than one they did, so that a page holding only corrections of
 * common words ("help" for an out-of-scope "helm") is not taken for an answer.
 */
const SHARE_PER_TYPO = 0.5;

/** A page with the share of the query it holds, and how well it holds it. */
export type RelaxedResult = {
  id: string;
  /** The sum of its scores for the slots it matches. */
  score: number;
  /** The locations of every word it matched, in order. */
  words: number[];
  /** The share of the query it holds, each slot weighed by how rare it is: 1 for all of it. */
  share: number;
  /** Typos between what was typed and what it matched, over all slots. */
  typos: number;
  /** Slots it matched only as the start of a longer word. */
  prefixes: number;
  /**
   * Which slots it matched, their indexes in order with a space between:
   * pages are compared by typos only with pages matching the same.
   */
  matched: string;
  /** For each slot, the words that matched on this page (none where it did not match). */
  matchedWords: (readonly string[])[];
};

/**
 * How much a word of the query tells pages apart: rare words much more
 * than common ones (the inverse document frequency BM25 uses).
 */
export function informativeness(pagesWithWord: number, totalPages: number): number {
  return Math.log(1 + (totalPages - pagesWithWord + 0.5) / (pagesWithWord + 0.5));
}

/** Each slot's weight: how rare its matches are, 1 for a one-slot query, 0 for a slot that asks for nothing. */
export function slotWeights(slots: readonly SlotMatches[], totalPages: number): number[] {
  const counted = slots.filter((slot) => !slot.ignored).length;
  return slots.map((slot) => {
    if (slot.ignored) return 0;
    return counted > 1 ? informativeness(slot.byPage.size, totalPages) : 1;
  });
}

/**
 * Pagefind only returns pages that hold every word of a query, so a
 * question in a reader's own words ("does the platform work without an
 * internet connection") would find nothing as soon as one word is missing
 * from the page that answers it. Each slot is matched on its own (see
 * `matchSlots`), and every page found gets the share of the query it holds,
 * a slot counting by how rare it is (`weights`, see `slotWeights`; a slot
 * that matched nowhere counts as the rarest of all) and by its typos (see
 * `SHARE_PER_TYPO`), the sum of its scores
 * and all their locations, and what its matches cost: typos and prefixes.
 */
export function relaxQuery(
  slots: readonly SlotMatches[],
  weights: readonly number[],
): RelaxedResult[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const pages = new Map<
    string,
    RelaxedResult & {held: number; locations: Set<number>; slotsMatched: number[]}
  >();
  slots.forEach((slot, index) => {
    for (const [id, match] of slot.byPage) {
      const entry = pages.get(id) ?? {
        id,
        score: 0,
        words: [],
        share: 0,
        typos: 0,
        prefixes: 0,
        matched: '',
        matchedWords: slots.map(() => []),
        held: 0,
        locations: new Set<number>(),
        slotsMatched: [],
      };
      entry.held += (weights[index] ?? 0) * SHARE_PER_TYPO ** match.typos;
      entry.score += match.score * KIND_SCORE[match.kind];
      entry.typos += match.typos;
      if (match.kind === 'prefix') entry.prefixes += 1;
      entry.slotsMatched.push(index);
      entry.matchedWords[index] = match.words;
      for (const location of match.locations) entry.locations.add(location);
      pages.set(id, entry);
    }
  });
  return [...pages.values()].map(({held, locations, slotsMatched, ...entry}) => ({
    ...entry,
    matched: slotsMatched.join(' '),
    words: [...locations].sort((a, b) => a - b),
    share: totalWeight > 0 ? Math.min(1, held / totalWeight) : 1,
  }));
}
