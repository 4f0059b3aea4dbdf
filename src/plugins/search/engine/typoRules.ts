/**
 * Words shorter than this are never corrected: a short word one letter off
 * is as likely another word (`scene`'s `seen`, `mesh`'s `mash`) as a typo.
 * From this length, one typo (Algolia's `minWordSizefor1Typo`).
 */
const ONE_TYPO_FROM = 4;

/** From this length, two typos (Algolia's `minWordSizefor2Typos`). */
const TWO_TYPOS_FROM = 8;

/**
 * The typos a query word may have and still match, by Algolia's default
 * rules: none below 4 characters, one from 4, two from 8; none in a word
 * with a digit, since a number one digit off is another number.
 */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  if (/\p{N}/u.test(word) || length < ONE_TYPO_FROM) return 0;
  return length < TWO_TYPOS_FROM ? 1 : 2;
}

/**
 * The number of typos between two words, each an inserted, deleted or
 * replaced letter or two neighbouring letters swapped (the optimal string
 * alignment distance), or `limit + 1` as soon as it is certain to exceed
 * `limit`, which keeps checking a long word against a shard cheap.
 */
export function typoDistance(typed: string, word: string, limit: number): number {
  const a = [...typed];
  const b = [...word];
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows of the dynamic programme: two back (for swaps), one back, and this one.
  let beforeLast: number[] = [];
  let last = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const replace = (last[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let cost = Math.min((last[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cost = Math.min(cost, (beforeLast[j - 2] ?? 0) + 1);
      }
      row.push(cost);
      best = Math.min(best, cost);
    }
    if (best > limit) return limit + 1;
    beforeLast = last;
    last = row;
  }
  return Math.min(last[b.length] ?? 0, limit + 1);
}
