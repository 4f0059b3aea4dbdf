import type {QuerySlot} from './querySlots';
import {lexiconForm} from '../shared/lexicon';
import {STOP_WORDS} from '../shared/searchTerms';
import {allowedTypos} from './typoRules';
import {
  isSiteWord,
  startsAWord,
  wordCorrections,
  type Correction,
  type Lexicon,
} from './wordCorrections';

/** A Pagefind result before its data is fetched: page id, score and the locations of the matched words. */
export type ScoredResult = {id: string; score: number; words: number[]};

/**
 * How a page matched a slot, best first: the word itself (or a word of the
 * same stem), a synonym, a word it starts (the reader is still typing it),
 * a correction of it. A synonym counts a little less than the word itself
 * (see `KIND_SCORE` in relaxQuery.ts), and neither is a typo.
 */
export type MatchKind = 'word' | 'synonym' | 'prefix' | 'correction';

/** A page's best match for one slot. */
export type SlotMatch = {
  kind: MatchKind;
  /** Typos between what was typed and what matched: 0 but for corrections. */
  typos: number;
  score: number;
  locations: number[];
  /** The words that matched, for the title's share of the query (see `titleCoverage`). */
  words: readonly string[];
};

/**
 * What one slot matched across the site, the correction it took, if any,
 * and whether it asks for nothing (a typo of a stop word), so it does not
 * count in the share of the query a page holds.
 */
export type SlotMatches = {
  byPage: Map<string, SlotMatch>;
  correction?: Correction;
  ignored?: boolean;
};

/** Pagefind's search, as the engine needs it: every result of a query, or the page ids holding a word as a whole word. */
export type WordSearch = {
  search: (word: string) => Promise<ScoredResult[]>;
  wholeWordPages: (word: string) => Promise<ReadonlySet<string>>;
  lexicon: Lexicon;
};

/** Orders two matches of one slot: fewer typos, then the better kind, then the higher score. */
function better(a: SlotMatch, b: SlotMatch): boolean {
  const order: MatchKind[] = ['word', 'synonym', 'prefix', 'correction'];
  return (
    (a.typos - b.typos || order.indexOf(a.kind) - order.indexOf(b.kind) || b.score - a.score) < 0
  );
}

function keepBest(into: Map<string, SlotMatch>, id: string, match: SlotMatch): void {
  const known = into.get(id);
  if (!known || better(match, known)) into.set(id, match);
}

/** The pages holding the word itself or a word of its stem, with Pagefind's score for it. */
async function wholeWord(words: WordSearch, word: string): Promise<ScoredResult[]> {
  const [results, holding] = await Promise.all([words.search(word), words.wholeWordPages(word)]);
  return results.filter((result) => holding.has(result.id));
}

/**
 * The pages holding every word of a phrase whole (see `wholeWord`), each
 * with the sum of its scores and all its locations.
 */
async function wholePhrase(words: WordSearch, phrase: readonly string[]): Promise<ScoredResult[]> {
  const perWord = await Promise.all(phrase.map((word) => wholeWord(words, word)));
  const [first = [], ...rest] = perWord;
  const others = rest.map((results) => new Map(results.map((result) => [result.id, result])));
  return first.flatMap((result) => {
    const matches = others.map((byId) => byId.get(result.id));
    if (matches.some((match) => match === undefined)) return [];
    const all = [result, ...(matches as ScoredResult[])];
    return [
      {
        id: result.id,
        score: all.reduce((sum, match) => sum + match.score, 0),
        words: [...new Set(all.flatMap((match) => match.words))].sort((a, b) => a - b),
      },
    ];
  });
}

/** A page the typed word matched, and how. */
type TypedMatch = {id: string; kind: 'word' | 'prefix'; result: ScoredResult};

/**
 * The pages a slot's typed word matches: where the word is whole, and, for
 * the query's last word (the one being typed, as Algolia's `prefixLast`),
 * where it starts a longer word. A word long enough to be corrected (see
 * `allowedTypos`) must be a word of the site (see `isSiteWord`) to match
 * whole, since Pagefind's stemming takes some typos and unrelated words for
 * words of the index. Pagefind also falls back, for a word that starts
 * none, to the longest word that starts it (`z` for `zzqxvkwj`); those
 * results are dropped unless the word starts a word of the site.
 */
async function typedMatches(
  words: WordSearch,
  word: string,
  isLast: boolean,
): Promise<TypedMatch[]> {
  // The lexicon is read alongside Pagefind: its shard for the word serves
  // `startsAWord` and the corrections too, which would otherwise wait for it in turn.
  const [results, holding, siteWord] = await Promise.all([
    words.search(word),
    words.wholeWordPages(word),
    allowedTypos(lexiconForm(word)) === 0 ? true : isSiteWord(words.lexicon, word),
  ]);
  if (holding.size > 0 && siteWord) {
    return results.flatMap((result): TypedMatch[] => {
      if (holding.has(result.id)) return [{id: result.id, kind: 'word', result}];
      return isLast ? [{id: result.id, kind: 'prefix', result}] : [];
    });
  }
  if (!isLast || results.length === 0 || !(await startsAWord(words.lexicon, word))) return [];
  return results.map((result): TypedMatch => ({id: result.id, kind: 'prefix', result}));
}

/**
 * What each slot of a query matches on the site (see `SlotMatch`): its
 * typed words (see `typedMatches`; with `everyWordStarts`, every word as
 * the last one, matching the words it starts), its synonyms and alternative
 * corrections, whole; and when neither the typed word nor a synonym
 * matches anything and `typoTolerance` is on, the words it is a typo of
 * (see `wordCorrections`), whole, the best of which becomes the slot's
 * correction.
 */
export async function matchSlots(
  words: WordSearch,
  slots: readonly QuerySlot[],
  {typoTolerance, everyWordStarts}: {typoTolerance: boolean; everyWordStarts: boolean},
): Promise<SlotMatches[]> {
  return Promise.all(
    slots.map(async (slot, index): Promise<SlotMatches> => {
      const byPage = new Map<string, SlotMatch>();
      const isLast = everyWordStarts || index === slots.length - 1;
      const [word] = slot.words;
      if (slot.words.length === 1 && word !== undefined) {
        for (const {id, kind, result} of await typedMatches(words, word, isLast)) {
          keepBest(byPage, id, {
            kind,
            typos: 0,
            score: result.score,
            locations: result.words,
            words: [word],
          });
        }
      } else {
        for (const result of await wholePhrase(words, slot.words)) {
          keepBest(byPage, result.id, {
            kind: 'word',
            typos: 0,
            score: result.score,
            locations: result.words,
            words: slot.words,
          });
        }
      }
      await Promise.all(
        slot.alternatives.map(async ([phrase, typos]) => {
          const phraseWords = phrase.split(' ');
          for (const result of await wholePhrase(words, phraseWords)) {
            keepBest(byPage, result.id, {
              kind: typos === 0 ? 'synonym' : 'correction',
              typos,
              score: result.score,
              locations: result.words,
              words: phraseWords,
            });
          }
        }),
      );
      if (byPage.size > 0 || !typoTolerance || slot.words.length !== 1 || word === undefined) {
        return {byPage};
      }
      const corrections = await wordCorrections(words.lexicon, word);
      // A typo of a stop word ("frou" for "from") asks for nothing, like the word itself.
      if (corrections[0] && STOP_WORDS.has(corrections[0].word)) return {byPage, ignored: true};
      const found = await Promise.all(
        corrections.map((correction) => wholeWord(words, correction.word)),
      );
      let used: Correction | undefined;
      corrections.forEach((correction, at) => {
        const results = found[at] ?? [];
        if (results.length > 0) used ??= correction;
        for (const result of results) {
          keepBest(byPage, result.id, {
            kind: 'correction',
            typos: correction.typos,
            score: result.score,
            locations: result.words,
            words: [correction.word],
          });
        }
      });
      return used ? {byPage, correction: used} : {byPage};
    }),
  );
}
