import {
  holdsDigit,
  lexiconForm,
  lexiconShardPath,
  shardKey,
  type LexiconShardFile,
  type ShardPairing,
} from '../shared/lexicon';
import {hasShardBit, type WordTable} from '../shared/wordTable';
import {roughStem} from './titleCoverage';
import {allowedTypos, typoDistance} from './typoRules';

/** A lexicon shard, read: its words in order, and how many pages hold each. */
export type LexiconShard = {words: readonly string[]; pages: readonly number[]};

/** Reads a lexicon shard by its path in the bundle, once per page load. */
export type ReadShard = (pathInBundle: string) => Promise<LexiconShardFile>;

/** A word of the site a typed word may have meant, with the typos between them. */
export type Correction = {word: string; typos: number; pages: number};

/** Corrections kept for one typed word: the closest, most common first. */
const CORRECTIONS_PER_WORD = 3;

/** The lexicon as the engine reads it: which shards exist, and a way to read them. */
export type Lexicon = {shards: WordTable['shards']; read: ReadShard};

function decode(file: LexiconShardFile): LexiconShard {
  return {
    words: file.words.split(' '),
    pages: file.pages.split(' ').map((count) => parseInt(count, 36)),
  };
}

/** The shards of `lexicon` at the given pairings and letter pairs that exist, read. */
async function readShards(
  lexicon: Lexicon,
  wanted: readonly [ShardPairing, string][],
): Promise<LexiconShard[]> {
  const files = new Map<string, [ShardPairing, string]>();
  for (const [pairing, letters] of wanted) {
    const key = shardKey(letters);
    if (hasShardBit(lexicon.shards[pairing], key)) {
      files.set(lexiconShardPath(pairing, key), [pairing, key]);
    }
  }
  return Promise.all([...files.keys()].map(async (file) => decode(await lexicon.read(file))));
}

/**
 * The first index of a sorted word list whose word is not before `word`, in
 * UTF-16 order, as `<` compares.
 */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of the site that start with `typed`, from the shard of its first two letters. */
async function wordsStartingWith(lexicon: Lexicon, typed: string): Promise<string[]> {
  const letters = [...typed];
  const [shard] = await readShards(lexicon, [['head', `${letters[0]}${letters[1]}`]]);
  if (!shard) return [];
  const found: string[] = [];
  for (let index = lowerBound(shard.words, typed); index < shard.words.length; index += 1) {
    const word = shard.words[index] ?? '';
    if (!word.startsWith(typed)) break;
    found.push(word);
  }
  return found;
}

/**
 * Whether some word of the site starts with `typed` (a word being typed:
 * `camer` of `camera`, `float3` of `float32`). A word of one letter starts
 * too many words to tell.
 */
export async function startsAWord(lexicon: Lexicon, typed: string): Promise<boolean> {
  const form = lexiconForm(typed);
  return [...form].length < 2 || (await wordsStartingWith(lexicon, form)).length > 0;
}

/** Letters a word of a family may have after the family's stem: an ending (`-s`, `-ing`, `-ers`). */
const LONGEST_ENDING = 3;

/**
 * Whether the site has `typed` as a word, or a word of its family: its
 * rough stem (see `roughStem`) followed by at most `LONGEST_ENDING`
 * letters (`cameras` for `camera`, `analyse` for `analysing`). Pagefind
 * matches words by their stem, which takes some typos for another word
 * (`controler` is stemmed as `control`) and some words for unrelated ones
 * (`recipe` as `recip`): only a word of the site's own vocabulary is taken
 * as typed.
 */
export async function isSiteWord(lexicon: Lexicon, typed: string): Promise<boolean> {
  const form = lexiconForm(typed);
  const stem = roughStem(form);
  const family = await wordsStartingWith(lexicon, [...stem].length >= 2 ? stem : form);
  return family.some(
    (word) => word === form || [...word].length - [...stem].length <= LONGEST_ENDING,
  );
}

/**
 * The shards that hold every word one typo among the first three letters
 * away from `typed` (see `ShardPairing`), by the kind of typo: a letter
 * replaced, dropped or added at the start, the first two swapped, the
 * second replaced, dropped or added, the second and third swapped. A typo
 * further on keeps the first two letters (the first stage).
 */
function earlyTypoShards(typed: string): [ShardPairing, string][] {
  const [w0 = '', w1 = '', w2 = '', w3 = ''] = [...typed];
  return [
    ['tail', w1 + w2], // the first letter replaced
    ['tail', w0 + w1], // the first letter dropped
    ['tail', w2 + w3], // a letter added before the first
    ['tail', w0 + w2], // the first two swapped
    ['skip', w0 + w2], // the second letter replaced
    ['skip', w0 + w1], // the second dropped, or the second and third swapped
    ['head', w0 + w2], // a letter added after the first
  ];
}

function closeWords(
  typed: string,
  shards: readonly LexiconShard[],
  limit: number,
  into: Map<string, Correction>,
): void {
  for (const shard of shards) {
    shard.words.forEach((word, index) => {
      if (word === typed || into.has(word) || holdsDigit(word)) return;
      const typos = typoDistance(typed, word, limit);
      if (typos <= limit) into.set(word, {word, typos, pages: shard.pages[index] ?? 0});
    });
  }
}

/** The words of the site within `limit` typos of `typed` (a lexicon form), closest and most common first. */
async function closestWords(lexicon: Lexicon, typed: string, limit: number): Promise<Correction[]> {
  const letters = [...typed];
  const found = new Map<string, Correction>();
  const head: [ShardPairing, string][] = [['head', `${letters[0]}${letters[1]}`]];
  closeWords(typed, await readShards(lexicon, head), limit, found);
  if (![...found.values()].some((correction) => correction.typos === 1)) {
    closeWords(typed, await readShards(lexicon, earlyTypoShards(typed)), limit, found);
  }
  return [...found.values()].sort(
    (a, b) => a.typos - b.typos || b.pages - a.pages || (a.word < b.word ? -1 : 1),
  );
}

/**
 * The words of the site a typed word may have meant (in its lexicon form,
 * see `lexiconForm`), within the typos its length allows (see
 * `allowedTypos`), fewest typos first, then those on most pages; at most
 * `CORRECTIONS_PER_WORD`. The shard of the word's first two letters is read
 * first; the shards of typos among its first letters (see
 * `earlyTypoShards`) only when that gives no correction of one typo.
 */
export async function wordCorrections(lexicon: Lexicon, word: string): Promise<Correction[]> {
  const typed = lexiconForm(word);
  const limit = allowedTypos(typed);
  if (limit === 0) return [];
  return (await closestWords(lexicon, typed, limit)).slice(0, CORRECTIONS_PER_WORD);
}

/**
 * Words of the site close to a word that matched nothing, for the reader to
 * try: one typo more than the rules allow (two for a word of 3 to 7
 * letters), since a suggestion only offers what a correction would impose.
 */
export async function nearWords(lexicon: Lexicon, word: string): Promise<Correction[]> {
  const typed = lexiconForm(word);
  if ([...typed].length < 3 || /\p{N}/u.test(typed)) return [];
  return closestWords(lexicon, typed, Math.max(2, allowedTypos(typed) + 1));
}
