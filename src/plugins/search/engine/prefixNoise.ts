/** Matches shorter than this are noise when every query word is at least this long. */
const MIN_MATCH_LENGTH = 3;

/**
 * Whether a result only matched because the index found a tiny word (`k`,
 * `x`, `b`) that starts a longer query word: Pagefind falls back to such
 * prefixes when a word has no match, which turns a query for something the
 * docs do not cover into a list of unrelated pages. A result whose excerpt
 * marks at least one longer word, or no word at all, is kept.
 */
export function isPrefixNoise(excerpt: string, query: string): boolean {
  const queryWords = query.split(/\s+/).filter(Boolean);
  if (queryWords.length === 0 || queryWords.some((word) => word.length < MIN_MATCH_LENGTH)) {
    return false;
  }
  const marked = [...excerpt.matchAll(/<mark>(.*?)<\/mark>/gi)].map((match) =>
    (match[1] ?? '').replace(/[^\p{L}\p{N}_]/gu, ''),
  );
  return marked.length > 0 && marked.every((word) => word.length < MIN_MATCH_LENGTH);
}
