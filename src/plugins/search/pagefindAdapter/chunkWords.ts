import type {CborValue} from './cbor';

/** One word of a Pagefind index chunk: the word, then its pages (each `[page, locations, …]`), then extras. */
export type PackedWord = CborValue[];

/** A run of words for one index chunk, and the range of words the chunk answers for. */
export type WordChunk = {words: PackedWord[]; from: string; to: string};

function wordOf(packed: PackedWord): string {
  const [word] = packed;
  if (typeof word !== 'string') throw new Error('A packed word starts with its text');
  return word;
}

/** How much a word weighs in a chunk, counted as Pagefind counts it: its locations, plus one per page. */
export function wordWeight(packed: PackedWord): number {
  const pages = packed[1];
  if (!Array.isArray(pages)) throw new Error(`"${wordOf(packed)}" has no page list`);
  return pages.reduce<number>(
    (total, page) =>
      total + (Array.isArray(page) && Array.isArray(page[1]) ? page[1].length : 0) + 1,
    0,
  );
}

/**
 * The shortest prefixes that still tell two neighbouring chunks apart: one
 * character past what the last word of a chunk and the first word of the
 * next have in common. The browser picks the chunks for a query word by
 * these ranges, so they must follow the rule Pagefind itself writes them by.
 */
export function boundaryPrefixes(lastOfPrevious: string, firstOfNext: string): [string, string] {
  const previous = Array.from(lastOfPrevious);
  const next = Array.from(firstOfNext);
  let common = 0;
  while (common < previous.length && common < next.length && previous[common] === next[common]) {
    common += 1;
  }
  return [previous.slice(0, common + 1).join(''), next.slice(0, common + 1).join('')];
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
  const prefix = Array.from(words[index] ?? '')
    .slice(0, length)
    .join('');
  let first = index;
  while (first > 0 && (words[first - 1] ?? '').startsWith(prefix)) first -= 1;
  let last = index;
  while (last + 1 < words.length && (words[last + 1] ?? '').startsWith(prefix)) last += 1;
  return (totals[last + 1] ?? 0) - (totals[first] ?? 0);
}

/**
 * Splits the index's sorted words into chunks of about `weightPerChunk`
 * (see `wordWeight`; a heavier word gets a chunk of its own) and gives each
 * chunk the word range the browser looks it up by.
 *
 * The browser loads one chunk per query word and matches the word as a
 * prefix within that chunk only, so a chunk never ends inside a family of
 * words sharing a prefix (`session`, `sessions`, `sessionjoin`…) unless the
 * family weighs more than `familyWeight`. Any query word whose extensions
 * weigh less thus finds them all; a more common one (`con`, typed on the
 * way to `concept`) finds its exact match and the extensions in its chunk.
 */
export function chunkWords(
  words: readonly PackedWord[],
  weightPerChunk: number,
  familyWeight = weightPerChunk,
): WordChunk[] {
  const texts = words.map(wordOf);
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
    const mayEndHere = () =>
      next === undefined ||
      familyWeightAt(texts, totals, index, sharedPrefixLength(texts[index] ?? '', next)) >
        familyWeight;
    if (weight >= weightPerChunk && mayEndHere()) {
      runs.push(run);
      run = [];
      weight = 0;
    }
  });
  if (run.length > 0) runs.push(run);
  const chunks = runs.map((chunk) => ({
    words: chunk,
    from: wordOf(chunk[0] ?? []),
    to: wordOf(chunk.at(-1) ?? []),
  }));
  for (let index = 0; index + 1 < chunks.length; index += 1) {
    const current = chunks[index];
    const next = chunks[index + 1];
    if (current && next) {
      [current.to, next.from] = boundaryPrefixes(current.to, next.from);
    }
  }
  return chunks;
}
