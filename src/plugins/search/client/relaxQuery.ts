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
 * the page that answers it. This adds to Pagefind's answer for the whole
 * query (`whole`, share 1) the pages that hold only some of its words, each
 * with the share of the query it holds, a word counting by how rare it is
 * (`weights`, see `informativeness`), and the sum of its scores for the
 * words it holds.
 */
export function relaxQuery(
  whole: readonly ScoredResult[],
  byWord: readonly (readonly ScoredResult[])[],
  weights: readonly number[],
): RelaxedResult[] {
  const results: RelaxedResult[] = whole.map((result) => ({...result, share: 1}));
  if (byWord.length < 2) return results;
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const partial = new Map<string, {held: number; score: number; words: Set<number>}>();
  byWord.forEach((wordResults, index) => {
    for (const result of wordResults) {
      const entry = partial.get(result.id) ?? {held: 0, score: 0, words: new Set<number>()};
      entry.held += weights[index] ?? 0;
      entry.score += result.score;
      for (const word of result.words) entry.words.add(word);
      partial.set(result.id, entry);
    }
  });
  const wholeIds = new Set(whole.map((result) => result.id));
  for (const result of results) {
    result.score = partial.get(result.id)?.score ?? result.score;
  }
  for (const [id, entry] of partial) {
    if (wholeIds.has(id)) continue;
    results.push({
      id,
      score: entry.score,
      words: [...entry.words].sort((a, b) => a - b),
      share: totalWeight > 0 ? entry.held / totalWeight : 0,
    });
  }
  return results;
}
