import {typoDistance} from '../plugins/search/engine/typoRules';

/*
 * Suggestions for a name an agent got slightly wrong: the tools answer an
 * unknown name with a few real ones, so the next call can succeed.
 */

/** How many suggestions an error message offers at most. */
export const MAX_SUGGESTIONS = 5;

/**
 * Up to `limit` candidates close to `query`, closest first, compared without
 * regard to case: first those that contain the query or are contained in it,
 * then those a few typos away (about one edit per three characters, at least
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
    // Counted as the search counts a typo, so a swapped pair of letters is one edit here too.
    const distance = typoDistance(wanted, candidate, maxEdits);
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
