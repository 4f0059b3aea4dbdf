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
