/** A Pagefind result before its data is fetched: page id, score and the locations of the matched words. */
export type ScoredResult = {id: string; score: number; words: number[]};

/** A result with the share of the query it holds: 1 when it holds every word. */
export type RelaxedResult = ScoredResult & {share: number};

/**
 * How much a word of the query tells pages apart: rare words much more
 * than common ones (the inverse document frequency BM25 uses).
 */
export function informativeness(pagesWithWord: number, totalPages: number): number {
  return Math.log(1 + (totalPages - pagesWithWord + 0.5) / (pagesWithWord + 0.5));
}

/**
 * Pagefind only returns pages that hold every word of a query, so a
 * question in a reader's own words ("does the platform work without an
 * internet connection") finds nothing as soon as one word is missing from
 * the page that answers it. This searches each word on its own (`byWord`)
 * and gives every page found the share of the query it holds, a word
 * counting by how rare it is (`weights`, see `informativeness`; 1 for a
 * page holding every word), the sum of its scores for the words it holds
 * and all their locations.
 */
export function relaxQuery(
  byWord: readonly (readonly ScoredResult[])[],
  weights: readonly number[],
): RelaxedResult[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const pages = new Map<string, {held: number; score: number; words: Set<number>}>();
  byWord.forEach((wordResults, index) => {
    for (const result of wordResults) {
      const entry = pages.get(result.id) ?? {held: 0, score: 0, words: new Set<number>()};
      entry.held += weights[index] ?? 0;
      entry.score += result.score;
      for (const word of result.words) entry.words.add(word);
      pages.set(result.id, entry);
    }
  });
  return [...pages.entries()].map(([id, entry]) => ({
    id,
    score: entry.score,
    words: [...entry.words].sort((a, b) => a - b),
    share: totalWeight > 0 ? Math.min(1, entry.held / totalWeight) : 1,
  }));
}
