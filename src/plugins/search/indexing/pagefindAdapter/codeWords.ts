/** A page's text as the site reads it: runs in document order, each prose or code. */
export type TextRun = {text: string; code: boolean};

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Which of the words Pagefind split a page into are code. Pagefind's text
 * adds and drops punctuation (a full stop after each heading, spaces between
 * blocks) but keeps every letter and digit of the elements it indexes, in
 * order, so the letters and digits of the site's own reading of the page
 * (`runs`) line up one to one with those of Pagefind's words. A word counts
 * as code when most of its letters and digits come from code.
 *
 * Returns `undefined` when the two texts do not line up: Pagefind then read
 * the page differently from the site, and the caller must not guess.
 */
export function codeWords(
  words: readonly string[],
  runs: readonly TextRun[],
): boolean[] | undefined {
  const flags: boolean[] = [];
  const letters: string[] = [];
  for (const run of runs) {
    for (const character of run.text) {
      if (WORD_CHARACTER.test(character)) {
        letters.push(character);
        flags.push(run.code);
      }
    }
  }
  let offset = 0;
  const result: boolean[] = [];
  for (const word of words) {
    let inCode = 0;
    let total = 0;
    for (const character of word) {
      if (!WORD_CHARACTER.test(character)) continue;
      if (letters[offset] !== character) return undefined;
      if (flags[offset]) inCode += 1;
      total += 1;
      offset += 1;
    }
    result.push(total > 0 && inCode * 2 > total);
  }
  return offset === letters.length ? result : undefined;
}
