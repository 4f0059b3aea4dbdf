/** Where the build writes the lexicon in the Pagefind bundle. */
export const LEXICON_FOLDER = 'lexicon';

/** Words shorter than this are not in the lexicon: no typo rule corrects towards them. */
const SHORTEST_LEXICON_WORD = 3;

/** Longer runs of letters are not words a reader types, and are left out. */
const LONGEST_LEXICON_WORD = 40;

/**
 * Which two of its first three letters file a word in a shard: the first
 * and second (`head`), the first and third (`skip`), or the second and
 * third (`tail`). One typo among the first three letters of a word leaves
 * at least one of the three pairs as it was, so the shards its possible
 * spellings point at hold it (see `earlyTypoShards` in the engine), and
 * each shard holds a few hundred words at most.
 */
export type ShardPairing = 'head' | 'skip' | 'tail';

/** The letters of each pairing, by their positions in the word. */
const PAIRING_POSITIONS: Record<ShardPairing, [number, number]> = {
  head: [0, 1],
  skip: [0, 2],
  tail: [1, 2],
};

/**
 * One shard of the lexicon, as written: its words in UTF-16 order and
 * separated by spaces, and the number of pages holding each (in base 36,
 * separated by spaces), which tells two equally close corrections apart.
 */
export type LexiconShardFile = {words: string; pages: string};

/** A letter as a shard key: a–z as itself, any other letter as `_`. */
function keyLetter(letter: string): string {
  return /^[a-z]$/.test(letter) ? letter : '_';
}

/**
 * The two key letters of a pair of letters (see `ShardPairing`): the shard
 * a word is filed in under a pairing has the key of the word's letters at
 * the pairing's positions.
 */
export function shardKey(letters: string): string {
  const [first = '', second = ''] = [...letters];
  return `${keyLetter(first)}${keyLetter(second)}`;
}

/** The key of the shard that holds `word` under `pairing`. */
export function shardKeyOfWord(pairing: ShardPairing, word: string): string {
  const letters = [...word];
  const [first, second] = PAIRING_POSITIONS[pairing];
  return shardKey(`${letters[first] ?? ''}${letters[second] ?? ''}`);
}

/** The file of a shard, relative to the bundle. */
export function lexiconShardPath(pairing: ShardPairing, key: string): string {
  return `${LEXICON_FOLDER}/${pairing}-${key}.json`;
}

/**
 * A word as the lexicon files it: lowercase, without what is neither letter
 * nor digit, as Pagefind reads a word (`join_or_start` and `joinOrStart`
 * are both `joinorstart`, `livelink.js` is `livelinkjs`).
 */
export function lexiconForm(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a lexicon word holds a digit (`float32`, `3dverse`). Such a word
 * is in the lexicon so that a reader typing it is known to be on the way to
 * a word of the site (`float3`, `3dv`), but no typo is corrected towards
 * it: a name one digit off is another name.
 */
export function holdsDigit(word: string): boolean {
  return /\p{N}/u.test(word);
}

/**
 * The words of a text the lexicon holds, of `SHORTEST_LEXICON_WORD` to
 * `LONGEST_LEXICON_WORD` characters: each word in its lexicon form (see
 * `lexiconForm`) when it has a letter, and its runs of letters
 * (`texture_3d` gives `texture3d` and `texture`). A number alone is not
 * held: it is never corrected, and the lexicon would fill with them.
 */
export function lexiconWords(text: string): string[] {
  return text
    .split(/\s+/)
    .flatMap((token) => {
      const form = lexiconForm(token);
      const runs = token.toLowerCase().match(/\p{L}+/gu) ?? [];
      return runs.length === 1 && runs[0] === form ? [form] : [form, ...runs];
    })
    .filter(
      (word) =>
        /\p{L}/u.test(word) &&
        word.length >= SHORTEST_LEXICON_WORD &&
        word.length <= LONGEST_LEXICON_WORD,
    );
}
