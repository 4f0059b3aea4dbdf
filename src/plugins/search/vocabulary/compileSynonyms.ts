import type {Alternative, SynonymTable} from '../shared/wordTable';
import type {Vocabulary} from './vocabularyFile';

/**
 * The synonym table the engine reads, from the vocabulary, in Algolia's
 * model: each member of a two-way group (a term with its synonyms, or a
 * group of `synonyms`) finds the other members; a one-way input (a term's
 * reader words, or a `oneWay` input) finds its targets; an alternative
 * correction finds its corrections, counted as its typos.
 */
export function compileSynonyms(vocabulary: Vocabulary): SynonymTable {
  const table: SynonymTable = {};
  const add = (input: string, alternatives: readonly Alternative[]) => {
    const known = table[input] ?? [];
    for (const alternative of alternatives) {
      if (alternative[0] !== input && !known.some(([phrase]) => phrase === alternative[0])) {
        known.push(alternative);
      }
    }
    if (known.length > 0) table[input] = known;
  };
  const twoWay = (group: readonly string[]) => {
    for (const member of group)
      add(
        member,
        group.map((other): Alternative => [other, 0]),
      );
  };
  for (const term of vocabulary.terms) {
    const group = [term.term.toLowerCase(), ...term.synonyms];
    if (term.synonyms.length > 0) twoWay(group);
    for (const word of term.readerWords)
      add(
        word,
        group.map((target): Alternative => [target, 0]),
      );
  }
  vocabulary.synonyms.forEach(twoWay);
  for (const {input, synonyms} of vocabulary.oneWay) {
    add(
      input,
      synonyms.map((target): Alternative => [target, 0]),
    );
  }
  for (const {word, corrections, typos} of vocabulary.altCorrections) {
    add(
      word,
      corrections.map((target): Alternative => [target, typos]),
    );
  }
  return table;
}

/** Every phrase the vocabulary sends search to: what some page must hold (see `missingTargets`). */
export function vocabularyTargets(vocabulary: Vocabulary): string[] {
  return [
    ...new Set([
      ...vocabulary.terms.flatMap((term) => [term.term.toLowerCase(), ...term.synonyms]),
      ...vocabulary.synonyms.flat(),
      ...vocabulary.oneWay.flatMap((entry) => entry.synonyms),
      ...vocabulary.altCorrections.flatMap((entry) => entry.corrections),
    ]),
  ];
}
