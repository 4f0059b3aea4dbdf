import {bareTitle} from '../shared/pageTable';
import {STOP_WORDS} from '../shared/searchTerms';
import {subWords} from './subWords';

/** A word reduced to a rough stem, so `sessions`, `session` and `rendering`, `render` meet. */
export function roughStem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && /(ss|x|ch|sh|z)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower))
    return lower.slice(0, -1);
  if (lower.length > 5 && lower.endsWith('ing')) return lower.slice(0, -3);
  if (lower.length > 4 && lower.endsWith('ed')) return lower.slice(0, -2);
  return lower;
}

/** The stemmed words of a text, camelCase and snake_case taken apart (`DefaultCameraController` → default, camera, controller; see `subWords`). */
function stemmedWords(text: string): string[] {
  return subWords(text).map(({start, end}) => roughStem(text.slice(start, end)));
}

/** Titles' stemmed words, kept: a query ranks every page it finds, each by its title. */
const titleWordsCache = new Map<string, string[]>();

function titleWords(title: string): string[] {
  let words = titleWordsCache.get(title);
  if (!words) {
    // The whole title: "Class: Livelink" carries the "class" of "Livelink class".
    words = stemmedWords(title);
    titleWordsCache.set(title, words);
  }
  return words;
}

function sameWord(queryWord: string, titleWord: string): boolean {
  return (
    queryWord === titleWord ||
    (queryWord.length >= 3 && titleWord.startsWith(queryWord)) ||
    (titleWord.length >= 4 && queryWord.startsWith(titleWord))
  );
}

/**
 * How much of a query a page's title carries: the share of the query's
 * slots (weighed by `weights`, by default equally) whose matched words its
 * title holds, `slotWords` giving for each slot the words that matched on
 * the page (none where it did not match). A page titled with the reader's
 * words, or with the synonym or correction that found it, is about them;
 * one that merely mentions them is not.
 */
export function titleCoverage(
  slotWords: readonly (readonly string[])[],
  title: string,
  weights: readonly number[] = slotWords.map(() => 1),
): number {
  const inTitle = titleWords(title);
  let held = 0;
  let total = 0;
  slotWords.forEach((words, index) => {
    const weight = weights[index] ?? 1;
    total += weight;
    const all = words.flatMap(stemmedWords);
    if (
      all.length > 0 &&
      all.every((stem) => inTitle.some((titleWord) => sameWord(stem, titleWord)))
    ) {
      held += weight;
    }
  });
  return total > 0 ? held / total : 0;
}

/** Stop words, kinds and type parameters aside, the stemmed words of a page's title. */
const titleTermsCache = new Map<string, string[]>();

function titleTerms(title: string): string[] {
  let terms = titleTermsCache.get(title);
  if (!terms) {
    terms = stemmedWords(bareTitle(title)).filter((word) => !STOP_WORDS.has(word));
    titleTermsCache.set(title, terms);
  }
  return terms;
}

/**
 * Whether a query says a page's whole title, in its own words or through
 * the synonyms and corrections that matched (`slotWords`, as for
 * `titleCoverage`): "delete a folder" says "Delete a folder", "remove the
 * folder" says it too when "remove" found "delete". Such a page is about
 * exactly what the reader asked, not about something larger that mentions it.
 */
export function saysTitle(slotWords: readonly (readonly string[])[], title: string): boolean {
  const terms = titleTerms(title);
  const said = slotWords.flatMap((words) => words.flatMap(stemmedWords));
  return terms.length > 0 && terms.every((term) => said.some((word) => sameWord(word, term)));
}
