import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ShardPairing} from '../shared/lexicon';
import {encodeShardBits, WORD_TABLE_FILE, type WordTable} from '../shared/wordTable';
import {compileSynonyms} from '../vocabulary/compileSynonyms';
import type {Vocabulary} from '../vocabulary/vocabularyFile';
import {writeLexicon} from './writeLexicon';

/**
 * Writes what the engine needs to forgive a reader's words into the bundle:
 * the lexicon of the pages' words (see `writeLexicon`), and the word table
 * (see `WordTable`) with the vocabulary's synonyms and which lexicon shards
 * exist. Returns the number of words in the lexicon and of phrases the
 * synonyms map.
 */
export function writeWordTable(
  bundleDir: string,
  vocabulary: Vocabulary,
  pageTexts: readonly string[],
): {words: number; synonyms: number} {
  const lexicon = writeLexicon(bundleDir, pageTexts);
  const bits = (pairing: ShardPairing) => encodeShardBits(lexicon.keys[pairing]);
  const table: WordTable = {
    synonyms: compileSynonyms(vocabulary),
    shards: {head: bits('head'), skip: bits('skip'), tail: bits('tail')},
  };
  writeFileSync(path.join(bundleDir, WORD_TABLE_FILE), JSON.stringify(table));
  return {words: lexicon.words, synonyms: Object.keys(table.synonyms).length};
}
