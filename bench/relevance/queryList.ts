/** A query with the pages any of which answers it. */
export type ExpectedQuery = {query: string; expected: readonly string[]};

/**
 * A relevance list cut in two halves. The ranking may be tuned against the
 * first half only; the held-out half, written at the same time, measures
 * whether a change carries over to queries nobody tuned against.
 */
export type QueryList<Entry> = {tuning: readonly Entry[]; heldOut: readonly Entry[]};

/**
 * Cuts a list into its two halves by position, every other entry held out,
 * so that neither half is picked by hand and both cover the list's topics
 * in the order they were written.
 */
export function halves<Entry>(entries: readonly Entry[]): QueryList<Entry> {
  return {
    tuning: entries.filter((_, index) => index % 2 === 0),
    heldOut: entries.filter((_, index) => index % 2 === 1),
  };
}
