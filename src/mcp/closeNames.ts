/*
 * Suggestions for a name an agent got slightly wrong: the tools answer an
 * unknown name with a few real ones, so the next call can succeed.
 */

/** How many suggestions an error message offers at most. */
export const MAX_SUGGESTIONS = 5;

/**
 * The Levenshtein distance between two strings, or `limit + 1` as soon as it
 * is known to exceed `limit` (most candidates are far off, so most
 * comparisons stop early).
 */
export function editDistance(left: string, right: string, limit = Infinity): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let previous = Array.from({length: right.length + 1}, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    let rowMinimum = row;
    for (let column = 1; column <= right.length; column += 1) {
      const substitution = left[row - 1] === right[column - 1] ? 0 : 1;
      const value = Math.min(
        (previous[column] ?? Infinity) + 1,
        (current[column - 1] ?? Infinity) + 1,
        (previous[column - 1] ?? Infinity) + substitution,
      );
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[right.length] ?? limit + 1;
}

/**
 * Up to `limit` candidates close to `query`, closest first, compared without
 * regard to case: first those that contain the query or are contained in it,
 * then those a few edits away (about one edit per three characters, at least
 * two).
 */
export function closeNames(
  query: string,
  candidates: Iterable<string>,
  limit = MAX_SUGGESTIONS,
): string[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  const maxEdits = Math.max(2, Math.floor(wanted.length / 3));
  const scored: {name: string; score: number}[] = [];
  for (const name of new Set(candidates)) {
    const candidate = name.toLowerCase();
    // A very short candidate is contained in too many queries to mean anything.
    const overlaps =
      candidate.includes(wanted) || (candidate.length >= 3 && wanted.includes(candidate));
    if (overlaps) {
      scored.push({name, score: 1 + Math.abs(candidate.length - wanted.length) / 1000});
      continue;
    }
    const distance = editDistance(wanted, candidate, maxEdits);
    if (distance <= maxEdits) scored.push({name, score: 2 + distance});
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({name}) => name);
}

/** The sentence an error message ends with: the suggestions, or a hint to list every name. */
export function suggestionSentence(suggestions: readonly string[], howToList: string): string {
  return suggestions.length > 0
    ? `Did you mean ${suggestions.map((name) => `"${name}"`).join(', ')}?`
    : `Nothing close to it was found; ${howToList}.`;
}
