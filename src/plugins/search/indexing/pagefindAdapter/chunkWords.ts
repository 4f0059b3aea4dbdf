import type {MetaChunk, PackedWord} from './bundleFormat';
import {prefixOf} from './chunkRanges';
import {compareWords} from './compareWords';

/** A run of words for one index chunk, and the range of words the chunk answers for. */
export type WordChunk = {words: PackedWord[]; from: string; to: string};

/**
 * How much a word weighs in a chunk, counted as Pagefind 1.6.0 counts it
 * (`chunk_index` in `pagefind/src/index/mod.rs`): per page, its locations
 * and metadata locations plus one.
 */
export function wordWeight([, pages]: PackedWord): number {
  return pages.reduce(
    (total, [, locations, metaLocations]) => total + locations.length + metaLocations.length + 1,
    0,
  );
}

function sharedPrefixLength(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) {
    length += 1;
  }
  return length;
}

/**
 * The ranges of consecutive chunks, by Pagefind 1.6.0's rule (`chunk_meta`):
 * between two chunks, the end of the first becomes the shortest prefix of
 * its last word that tells it from the next chunk's first word, unless that
 * would put the end before the chunk's own start; the start of the next
 * becomes the matching prefix of its first word.
 */
export function chunkRangesOf(
  chunks: readonly {first: string; last: string}[],
): [string, string][] {
  const ranges = chunks.map(({first, last}): [string, string] => [first, last]);
  for (let index = 0; index + 1 < ranges.length; index += 1) {
    const current = ranges[index];
    const next = ranges[index + 1];
    if (!current || !next) continue;
    const common = sharedPrefixLength(current[1], next[0]);
    const end = prefixOf(current[1], common + 1);
    if (compareWords(end, current[0]) >= 0) current[1] = end;
    next[0] = prefixOf(next[0], common + 1);
  }
  return ranges;
}

/**
 * The weight of the family of words around `index` that start with the
 * first `length` characters of its word (the index is sorted, so a family
 * is a run of neighbours), from the running totals of the word weights.
 */
function familyWeightAt(
  words: readonly string[],
  totals: readonly number[],
  index: number,
  length: number,
): number {
  const prefix = prefixOf(words[index] ?? '', length);
  let first = index;
  while (first > 0 && (words[first - 1] ?? '').startsWith(prefix)) first -= 1;
  let last = index;
  while (last + 1 < words.length && (words[last + 1] ?? '').startsWith(prefix)) last += 1;
  return (totals[last + 1] ?? 0) - (totals[first] ?? 0);
}

/**
 * Neighbours sharing a prefix at least this long are never split into two
 * chunks, whatever their family weighs. They are one word and its
 * extensions (`livelink`, `livelinkcore`, `livelinkprovider`): split, a
 * query for the word would find the extensions only in the chunks earlier
 * queries happened to load, and rank differently from one query to the next.
 */
export const ALWAYS_WHOLE_PREFIX = 3;

/**
 * Splits the index's sorted words into chunks of about `weightPerChunk`
 * (see `wordWeight`; a heavier word gets a chunk of its own) and gives each
 * chunk its range (see `chunkRangesOf`).
 *
 * The browser loads the chunks whose range holds a query word and matches
 * the word as a prefix within them, so a chunk never ends inside a family
 * of words sharing a prefix (`session`, `sessions`, `sessionjoin`…) unless
 * the family weighs more than `familyWeight` and its prefix is shorter than
 * `ALWAYS_WHOLE_PREFIX`. A query word whose extensions weigh less, or that is
 * a whole word, thus finds them all; a short, common prefix (`con`, typed on
 * the way to `concept`) finds its exact match and the extensions in its
 * chunk.
 */
export function chunkWords(
  words: readonly PackedWord[],
  weightPerChunk: number,
  familyWeight = weightPerChunk,
): WordChunk[] {
  const texts = words.map(([word]) => word);
  const totals = [0];
  for (const word of words) totals.push((totals.at(-1) ?? 0) + wordWeight(word));
  const runs: PackedWord[][] = [];
  let run: PackedWord[] = [];
  let weight = 0;
  words.forEach((word, index) => {
    run.push(word);
    weight += wordWeight(word);
    const next = texts[index + 1];
    // Only a full chunk asks whether it may end here: the family lookup scans neighbours.
    const mayEndHere = () => {
      if (next === undefined) return true;
      const shared = sharedPrefixLength(texts[index] ?? '', next);
      return (
        shared < ALWAYS_WHOLE_PREFIX && familyWeightAt(texts, totals, index, shared) > familyWeight
      );
    };
    if (weight >= weightPerChunk && mayEndHere()) {
      runs.push(run);
      run = [];
      weight = 0;
    }
  });
  if (run.length > 0) runs.push(run);
  const ranges = chunkRangesOf(
    runs.map((chunk) => ({first: chunk[0]?.[0] ?? '', last: chunk.at(-1)?.[0] ?? ''})),
  );
  return runs.map((chunk, index) => {
    const [from, to] = ranges[index] ?? ['', ''];
    return {words: chunk, from, to};
  });
}

/** A chunk as the metadata lists it, once its file is named. */
export function metaChunk(chunk: WordChunk, hash: string): MetaChunk {
  return [chunk.from, chunk.to, hash];
}
