import {roughStem} from '../engine/titleCoverage';

/**
 * A word's rough stem (see `roughStem`) without a final `e`, which Pagefind's
 * stemmer drops too: `synchronise` meets `synchronised`, `cache` meets `cached`.
 */
function comparable(word: string): string {
  const stem = roughStem(word);
  return stem.length > 3 ? stem.replace(/e$/, '') : stem;
}

/** A text's runs of letters and digits, lowercase and compared by stem, between single spaces. */
function stemsOf(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return ` ${words.map(comparable).join(' ')} `;
}

/**
 * The targets (see `vocabularyTargets`) that no page holds as whole words,
 * punctuation and endings aside, as search would match them (`h.265` is held
 * by "H.265,", `livelink-react` by `@3dverse/livelink-react`, `webhook` by
 * "webhooks", `synchronise` by "synchronised"). `pageTexts` are the texts of the pages search indexes,
 * without the Glossary, which shows every target and proves nothing. A
 * target no page holds would send readers' queries to nothing.
 */
export function missingTargets(targets: readonly string[], pageTexts: readonly string[]): string[] {
  const texts = pageTexts.map(stemsOf);
  return targets.filter((target) => {
    const phrase = stemsOf(target);
    return phrase.trim() === '' || !texts.some((text) => text.includes(phrase));
  });
}
