/** A Pagefind result before its data is fetched: page id, score and the locations of the matched words. */
export type ScoredResult = {id: string; score: number; words: number[]};

/** The results of searching one word of the query on its own. */
export type TermResults = {term: string; results: readonly ScoredResult[]};

/**
 * How much a word of the query tells pages apart: rare words much more
 * than common ones (the inverse document frequency BM25 uses).
 */
function informativeness(pagesWithTerm: number, totalPages: number): number {
  return Math.log(1 + (totalPages - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5));
}

/**
 * Pagefind only returns pages that hold every word of a query, so a
 * question in a reader's own words ("does the platform work without an
 * internet connection") finds nothing as soon as one word is missing from
 * the page that answers it. This keeps Pagefind's answer to the whole query
 * first, in its order, then adds the pages that hold only some of the words,
 * ranked by how much of the query they hold, each word counting by how rare
 * it is, then by their summed scores.
 */
export function relaxQuery(
  whole: readonly ScoredResult[],
  byTerm: readonly TermResults[],
  totalPages: number,
): ScoredResult[] {
  if (byTerm.length < 2) return [...whole];
  const weights = byTerm.map(({results}) => informativeness(results.length, totalPages));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const partial = new Map<string, {held: number; score: number; words: Set<number>}>();
  byTerm.forEach(({results}, index) => {
    for (const result of results) {
      const entry = partial.get(result.id) ?? {held: 0, score: 0, words: new Set<number>()};
      entry.held += weights[index] ?? 0;
      entry.score += result.score;
      for (const word of result.words) entry.words.add(word);
      partial.set(result.id, entry);
    }
  });
  const wholeIds = new Set(whole.map((result) => result.id));
  const rest = [...partial.entries()]
    .filter(([id]) => !wholeIds.has(id))
    .map(([id, entry]) => ({
      id,
      share: totalWeight > 0 ? entry.held / totalWeight : 0,
      score: entry.score,
      words: [...entry.words].sort((a, b) => a - b),
    }))
    .sort((a, b) => b.share - a.share || b.score - a.score)
    .map(({id, score, words}) => ({id, score, words}));
  return [...whole, ...rest];
}
