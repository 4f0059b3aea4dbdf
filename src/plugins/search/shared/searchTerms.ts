/**
 * Words that carry no meaning in a docs query. The embedded index matches
 * every word of a query, so "upload files from my app" would miss the page
 * that never says "my"; these words are left out before searching.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an and are as at be by can do does for from how i in into is it its my of on or our the this to use using
  what when where which why with you your`.split(/\s+/),
);

/**
 * Stop words that are also the stem Pagefind indexes other words under:
 * `used`, `doing`, `being`, `yours` and `built-ins` are indexed as `use`,
 * `do`, `be`, `your` and `in`. The contract test
 * (`tests/validation/pagefind-contract.test.ts`) finds any new one.
 */
const STEMS_OF_OTHER_WORDS = new Set([
  'be',
  'can',
  'do',
  'does',
  'in',
  'is',
  'use',
  'using',
  'your',
]);

/**
 * The stop words the index need not list at all: every query drops them,
 * and no other word is indexed under them (see `STEMS_OF_OTHER_WORDS`).
 * Leaving them out takes a large share of the word locations out of the
 * index chunks a query loads.
 */
export const UNINDEXED_WORDS: ReadonlySet<string> = new Set(
  [...STOP_WORDS].filter((word) => !STEMS_OF_OTHER_WORDS.has(word)),
);

/**
 * Sentence punctuation around a word: a question's `in,` or `viewer?` is the
 * word `in` or `viewer`. Only what punctuates a sentence goes; a leading dot
 * (`.fbx`), `@`, `#` and punctuation inside a name (`Livelink.start`,
 * `scene_ref`) stay.
 */
const SENTENCE_PUNCTUATION = /^[("'“‘[]+|[)"'”’\],;:!?.…]+$/gu;

/**
 * The query without sentence punctuation around its words (see
 * `SENTENCE_PUNCTUATION`) and without its stop words, or the query itself
 * when nothing else is left.
 */
export function searchTerms(query: string): string {
  const typed = query.trim().split(/\s+/).filter(Boolean);
  const stripped = typed.map((word) => word.replace(SENTENCE_PUNCTUATION, '')).filter(Boolean);
  const words = stripped.length > 0 ? stripped : typed;
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return (meaningful.length > 0 ? meaningful : words).join(' ');
}

/**
 * A question's words for retrieval: its search terms (see `searchTerms`),
 * each word once, since a word said twice ("side by side") is not twice
 * the topic.
 */
export function questionTerms(question: string): string {
  const seen = new Set<string>();
  return searchTerms(question)
    .split(' ')
    .filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' ');
}
