import {STOP_WORDS} from '../shared/searchTerms';
import {LONGEST_SYNONYM_INPUT, type Alternative, type SynonymTable} from '../shared/wordTable';

/**
 * One thing a query asks for: a word, or a phrase the vocabulary maps (see
 * `SynonymTable`), with what else finds it. A page matches the slot when it
 * holds its words, or one of its alternatives, or a correction of its word.
 */
export type QuerySlot = {
  /** What the reader typed for it, as typed. */
  typed: string;
  /** Its words to search, lowercase: the phrase's without stop words, or the word. */
  words: string[];
  /** The vocabulary's other phrases for it. */
  alternatives: Alternative[];
};

/**
 * Sentence punctuation around a word: a question's `in,` or `viewer?` is the
 * word `in` or `viewer`. Only what punctuates a sentence goes; a leading dot
 * (`.fbx`), `@`, `#` and punctuation inside a name (`Livelink.start`,
 * `scene_ref`) stay.
 */
const SENTENCE_PUNCTUATION = /^[("'“‘[]+|[)"'”’\],;:!?.…]+$/gu;

/** The query's words without the sentence punctuation around them (see `SENTENCE_PUNCTUATION`). */
export function queryWords(query: string): string[] {
  const typed = query.trim().split(/\s+/).filter(Boolean);
  const stripped = typed.map((word) => word.replace(SENTENCE_PUNCTUATION, '')).filter(Boolean);
  return stripped.length > 0 ? stripped : typed;
}

/**
 * The phrase the synonym table maps that starts at word `start` of a
 * query, the longest first: its words as typed (`sign in`), or, when the
 * reader put stop words inside it ("change the name" for `change name`),
 * its words without them; with the index of the word after it.
 */
function synonymPhraseAt(
  lower: readonly string[],
  start: number,
  synonyms: SynonymTable,
): {words: string[]; end: number} | undefined {
  for (let length = LONGEST_SYNONYM_INPUT; length >= 1; length -= 1) {
    const typed = lower.slice(start, start + length);
    if (typed.length === length && synonyms[typed.join(' ')] !== undefined) {
      return {words: typed, end: start + length};
    }
    const words: string[] = [];
    let end = start;
    while (end < lower.length && words.length < length) {
      const word = lower[end] ?? '';
      if (words.length === 0 || !STOP_WORDS.has(word)) words.push(word);
      end += 1;
    }
    if (words.length === length && synonyms[words.join(' ')] !== undefined) return {words, end};
  }
  return undefined;
}

/**
 * The slots of a query: from the left, the longest phrase of up to
 * `LONGEST_SYNONYM_INPUT` words that the synonym table maps is one slot
 * (`game server`, `sign in`; see `synonymPhraseAt`); any other word is a
 * slot of its own, but a stop word, which is dropped unless the query has
 * nothing else. Each word counts once: a word said twice ("side by side")
 * is not twice the topic.
 */
export function querySlots(query: string, synonyms: SynonymTable): QuerySlot[] {
  const typed = queryWords(query);
  const lower = typed.map((word) => word.toLowerCase());
  const slots: QuerySlot[] = [];
  const seen = new Set<string>();
  const add = (slot: QuerySlot) => {
    const key = slot.words.join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    slots.push(slot);
  };
  let index = 0;
  while (index < typed.length) {
    const phrase = synonymPhraseAt(lower, index, synonyms);
    if (phrase) {
      const meaningful = phrase.words.filter((word) => !STOP_WORDS.has(word));
      add({
        typed: typed.slice(index, phrase.end).join(' '),
        words: meaningful.length > 0 ? meaningful : phrase.words,
        alternatives: synonyms[phrase.words.join(' ')] ?? [],
      });
      index = phrase.end;
      continue;
    }
    const word = lower[index] ?? '';
    if (!STOP_WORDS.has(word)) add({typed: typed[index] ?? '', words: [word], alternatives: []});
    index += 1;
  }
  if (slots.length > 0) return slots;
  // Nothing but stop words: search them, rather than nothing. The index leaves most of them out
  // (see `UNINDEXED_WORDS`), so such a query ("how to") often finds nothing all the same.
  return typed.map((word, at) => ({typed: word, words: [lower[at] ?? ''], alternatives: []}));
}
