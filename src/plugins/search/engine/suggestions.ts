import type {SynonymTable} from '../shared/wordTable';
import type {QuerySlot} from './querySlots';
import {typoDistance} from './typoRules';
import {nearWords, type Lexicon} from './wordCorrections';

/** Suggestions the no-results state offers at most. */
const MOST_SUGGESTIONS = 4;

/** Phrases of the vocabulary this close to a word the reader typed are offered too. */
const VOCABULARY_TYPOS = 2;

/**
 * What to search instead when nothing matched: the query with a word that
 * matched nothing replaced by a close word of the site (see `nearWords`:
 * one typo more than a correction may take), then the phrases of the
 * vocabulary close to a typed word (readers' words, which find the docs'
 * own through the synonyms). At most `MOST_SUGGESTIONS`, none the query itself.
 */
export async function suggestQueries(
  query: string,
  slots: readonly QuerySlot[],
  unmatched: readonly number[],
  lexicon: Lexicon,
  synonyms: SynonymTable,
): Promise<string[]> {
  const suggestions = new Set<string>();
  for (const at of unmatched) {
    const slot = slots[at];
    const word = slot?.words[0];
    if (!slot || !word || slot.words.length > 1) continue;
    for (const near of (await nearWords(lexicon, word)).slice(0, 2)) {
      suggestions.add(
        slots.map((each, index) => (index === at ? near.word : each.typed)).join(' '),
      );
    }
    for (const phrase of Object.keys(synonyms)) {
      if (typoDistance(word, phrase, VOCABULARY_TYPOS) <= VOCABULARY_TYPOS) suggestions.add(phrase);
    }
  }
  suggestions.delete(query.trim().toLowerCase());
  return [...suggestions].slice(0, MOST_SUGGESTIONS);
}
