import type {MetaChunk} from './bundleFormat';
import {compareWords} from './compareWords';

/** The first `length` characters (code points) of a text. */
export function prefixOf(text: string, length: number): string {
  // Without surrogate pairs, characters and UTF-16 units are one and the same.
  return /[\uD800-\uDFFF]/.test(text)
    ? Array.from(text).slice(0, length).join('')
    : text.slice(0, length);
}

/**
 * The chunks Pagefind 1.6.0's browser code loads for one query term
 * (`request_indexes` in `pagefind_web/src/lib.rs`): those whose range holds
 * it (`from <= term <= to`), or when none does, those whose range holds it
 * once both ends are cut to the term's length (a range's ends are cut short
 * to the prefixes that tell neighbouring chunks apart).
 */
export function chunksForTerm(chunks: readonly MetaChunk[], term: string): MetaChunk[] {
  const strict = chunks.filter(
    ([from, to]) => compareWords(term, from) >= 0 && compareWords(term, to) <= 0,
  );
  if (strict.length > 0) return strict;
  const length = Array.from(term).length;
  return chunks.filter(([from, to]) => {
    const fromLength = Math.min(length, Array.from(from).length);
    const toLength = Math.min(length, Array.from(to).length);
    return (
      compareWords(prefixOf(term, fromLength), prefixOf(from, fromLength)) >= 0 &&
      compareWords(prefixOf(term, toLength), prefixOf(to, toLength)) <= 0
    );
  });
}

/**
 * Problems with a rewritten chunk list, empty when the browser will find
 * every word: each range runs forwards, ranges follow each other in order,
 * and a query for any word of a chunk loads that chunk (see `chunksForTerm`).
 */
export function chunkRangeProblems(
  chunks: readonly {range: MetaChunk; words: readonly string[]}[],
): string[] {
  const problems: string[] = [];
  chunks.forEach(({range: [from, to]}, index) => {
    if (compareWords(from, to) > 0)
      problems.push(`chunk ${index} runs backwards: ["${from}", "${to}"]`);
    const next = chunks[index + 1]?.range;
    if (next && compareWords(to, next[0]) >= 0) {
      problems.push(
        `chunk ${index} ends at "${to}", not before chunk ${index + 1} starts ("${next[0]}")`,
      );
    }
  });
  const ranges = chunks.map((chunk) => chunk.range);
  for (const {range, words} of chunks) {
    for (const word of words) {
      // Held by its own range, the chunk is among the strict matches; only the others need the full rule.
      const held = compareWords(word, range[0]) >= 0 && compareWords(word, range[1]) <= 0;
      if (!held && !chunksForTerm(ranges, word).includes(range)) {
        problems.push(
          `a query for "${word}" does not load its chunk ["${range[0]}", "${range[1]}"]`,
        );
      }
    }
  }
  return problems;
}
