import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  LEXICON_FOLDER,
  lexiconShardPath,
  lexiconWords,
  shardKeyOfWord,
  type LexiconShardFile,
  type ShardPairing,
} from '../shared/lexicon';

const PAIRINGS: readonly ShardPairing[] = ['head', 'skip', 'tail'];

/**
 * Writes the lexicon of the indexed pages into the bundle: every word of
 * their text (see `lexiconWords`) with the number of pages holding it,
 * filed in three shards, one per pairing of its first three letters (see
 * `ShardPairing`). The engine reads the shards a query word falls in to
 * tell a word of the site from a typo or another word that Pagefind's
 * stemming matched, to find the words a last word starts, and to correct a
 * word that matched nothing. Returns the number of words and the keys of the
 * shards written, by pairing.
 */
export function writeLexicon(
  bundleDir: string,
  pageTexts: readonly string[],
): {words: number; keys: Record<ShardPairing, string[]>} {
  const pagesOf = new Map<string, number>();
  for (const text of pageTexts) {
    for (const word of new Set(lexiconWords(text))) {
      pagesOf.set(word, (pagesOf.get(word) ?? 0) + 1);
    }
  }
  const shards: Record<ShardPairing, Map<string, string[]>> = {
    head: new Map(),
    skip: new Map(),
    tail: new Map(),
  };
  // In UTF-16 order, the order of JavaScript's `<`, which the engine's lookups use.
  for (const word of [...pagesOf.keys()].sort()) {
    for (const pairing of PAIRINGS) {
      const key = shardKeyOfWord(pairing, word);
      const shard = shards[pairing].get(key) ?? [];
      shard.push(word);
      shards[pairing].set(key, shard);
    }
  }
  mkdirSync(path.join(bundleDir, LEXICON_FOLDER), {recursive: true});
  for (const pairing of PAIRINGS) {
    for (const [key, words] of shards[pairing]) {
      const shard: LexiconShardFile = {
        words: words.join(' '),
        pages: words.map((word) => (pagesOf.get(word) ?? 0).toString(36)).join(' '),
      };
      writeFileSync(path.join(bundleDir, lexiconShardPath(pairing, key)), JSON.stringify(shard));
    }
  }
  return {
    words: pagesOf.size,
    keys: {
      head: [...shards.head.keys()],
      skip: [...shards.skip.keys()],
      tail: [...shards.tail.keys()],
    },
  };
}
