import type {ShardPairing} from './lexicon';

/** Where the build writes the word table in the Pagefind bundle. */
export const WORD_TABLE_FILE = 'words.json';

/**
 * Another phrase the engine searches for a phrase the reader typed, and the
 * typos it counts as: 0 for a synonym, 1 or 2 for an alternative correction
 * (a spelling variant ranks below what the reader typed).
 */
export type Alternative = [phrase: string, typos: number];

/**
 * What else to search for each phrase a reader may type, by the phrase
 * (lowercase, words separated by single spaces, at most three words),
 * compiled from the site's vocabulary (see `compileSynonyms`).
 */
export type SynonymTable = Record<string, Alternative[]>;

/** The longest phrase the synonym table maps, in words. */
export const LONGEST_SYNONYM_INPUT = 3;

/**
 * What the engine knows of the site's words before it reads any of the
 * lexicon: the synonym table, and which lexicon shards exist, as one bit
 * per pair of key letters for each pairing (see `shardBit`), in hex, so
 * that it never asks for a shard that is not there.
 */
export type WordTable = {synonyms: SynonymTable; shards: Record<ShardPairing, string>};

/** The key letters of the lexicon, in the order of the shard bits. */
const KEY_LETTERS = 'abcdefghijklmnopqrstuvwxyz_';

/** The bit of a pair of key letters (see `lexiconShardPath`) in a pairing's shard bits. */
function shardBit(keyLetters: string): number {
  const [first = '', second = ''] = [...keyLetters];
  return KEY_LETTERS.indexOf(first) * KEY_LETTERS.length + KEY_LETTERS.indexOf(second);
}

/** The shard bits of the given pairs of key letters, as hex. */
export function encodeShardBits(keys: readonly string[]): string {
  const bits = new Uint8Array(Math.ceil((KEY_LETTERS.length * KEY_LETTERS.length) / 4));
  for (const key of keys) {
    const bit = shardBit(key);
    bits[bit >> 2] = (bits[bit >> 2] ?? 0) | (1 << (bit & 3));
  }
  return [...bits].map((nibble) => nibble.toString(16)).join('');
}

/** Whether the shard bits in hex have the bit of a pair of key letters. */
export function hasShardBit(hex: string, keyLetters: string): boolean {
  const bit = shardBit(keyLetters);
  return bit >= 0 && ((parseInt(hex[bit >> 2] ?? '0', 16) >> (bit & 3)) & 1) === 1;
}

/** The attribute of the element that shows the vocabulary (the Glossary's list), which search skips. */
export const VOCABULARY_ATTRIBUTE = 'data-search-vocabulary';
