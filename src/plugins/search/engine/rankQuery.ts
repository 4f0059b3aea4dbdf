import type {IndexSource, SearchContext} from './indexSource';
import {loadIndex, wordSearch, type LoadedIndex} from './loadIndex';
import {matchSlots} from './matchSlots';
import {querySlots, queryWords, type QuerySlot} from './querySlots';
import {rankResults, type RankedResult} from './rankResults';
import {relaxQuery, slotWeights} from './relaxQuery';

/** How a search treats the reader's words. */
export type SearchOptions = {
  /**
   * Whether a word that matches nothing is corrected by the typo rules (see
   * `allowedTypos`); off when the reader asks for exactly what they typed.
   * Synonyms apply either way.
   */
  typoTolerance?: boolean;
  /**
   * How the query reads: `keywords` (the default) names what the reader
   * wants, and its last word may be one still being typed; a `question`
   * (Ask AI's) is prose, whose every word may stand for the words it starts,
   * and which names many things in passing, so a page whose title it happens
   * to say is not lifted for it (see `saysTitle`).
   */
  reading?: 'keywords' | 'question';
};

/** A query's pages in the order the site ranks them, with what ranked them. */
export type RankedQuery = {
  index: LoadedIndex;
  ranked: RankedResult[];
  slots: QuerySlot[];
  /** How much each slot tells pages apart (see `slotWeights`). */
  weights: number[];
  /** For each slot, the locations where it matched, by page id. */
  locationsBySlot: Map<string, number[]>[];
  /** The slots that matched no page at all, by index (typos of stop words aside). */
  unmatched: number[];
  /**
   * The query as it was searched when the typo rules corrected some of its
   * words and the results hold a correction: the typed query with each
   * corrected word replaced by the word it was taken for.
   */
  correctedQuery?: string;
};

/** The typed query with the words of corrected slots replaced, punctuation around words dropped. */
function correctedText(query: string, corrected: ReadonlyMap<string, string>): string {
  return queryWords(query)
    .map((word) => corrected.get(word.toLowerCase()) ?? word)
    .join(' ');
}

/**
 * Searches the index of `source` for a query, restricted to the reader's
 * language and docs version tags: its slots (see `querySlots`) matched on
 * their own (see `matchSlots`), pages given the share of the query they
 * hold (see `relaxQuery`) and ordered (see `rankResults`).
 */
export async function rankQuery(
  query: string,
  context: SearchContext,
  source: IndexSource,
  {typoTolerance = true, reading = 'keywords'}: SearchOptions = {},
): Promise<RankedQuery> {
  const index = await loadIndex(source);
  const slots = querySlots(query, index.words.synonyms);
  const matches = await matchSlots(wordSearch(index, context), slots, {
    typoTolerance,
    everyWordStarts: reading === 'question',
  });
  const weights = slotWeights(matches, Object.keys(index.table.pages).length);
  const corrections = new Map<string, string>();
  matches.forEach((slot, at) => {
    const typed = slots[at]?.typed.toLowerCase();
    if (slot.correction && typed) corrections.set(typed, slot.correction.word);
  });
  const ranked = rankResults(relaxQuery(matches, weights), query, weights, index.table, {
    corrected: corrections.size > 0 ? correctedText(query, corrections) : undefined,
    liftWholeTitles: reading === 'keywords',
  });
  const locationsBySlot = matches.map(
    (slot) => new Map([...slot.byPage].map(([id, match]) => [id, match.locations])),
  );
  // Said only when a listed page holds a correction: a correction that found nothing shown is moot.
  const corrected = new Map(
    [...corrections].filter(([typed]) => {
      const slot = matches[slots.findIndex((each) => each.typed.toLowerCase() === typed)];
      return ranked.some((result) => slot?.byPage.get(result.id)?.kind === 'correction');
    }),
  );
  return {
    index,
    ranked,
    slots,
    weights,
    locationsBySlot,
    unmatched: matches.flatMap((slot, at) => (slot.byPage.size === 0 && !slot.ignored ? [at] : [])),
    ...(corrected.size > 0 ? {correctedQuery: correctedText(query, corrected)} : {}),
  };
}
