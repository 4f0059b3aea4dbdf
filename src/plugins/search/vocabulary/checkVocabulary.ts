import {vocabularyTargets} from './compileSynonyms';
import {missingTargets} from './missingTargets';
import {VOCABULARY_FILE, vocabularyProblems, type Vocabulary} from './vocabularyFile';

/** What the vocabulary check reads of a built page. */
export type CheckedPage = {url: string; text: string; showsVocabulary: boolean};

/**
 * Stops the build when the vocabulary sends readers to nothing: a term
 * whose page is not a page of the site, an input mapped twice, or a word
 * search is sent to that no page holds (see `missingTargets`; the Glossary,
 * which shows every word of the vocabulary, does not count).
 */
export function checkVocabulary(vocabulary: Vocabulary, pages: readonly CheckedPage[]): void {
  const problems = vocabularyProblems(vocabulary, new Set(pages.map((page) => page.url)));
  const texts = pages.filter((page) => !page.showsVocabulary).map((page) => page.text);
  for (const target of missingTargets(vocabularyTargets(vocabulary), texts)) {
    problems.push(`no page holds "${target}", so searches sent to it would find nothing`);
  }
  if (problems.length > 0) {
    throw new Error(`${VOCABULARY_FILE} needs fixing:\n  ${problems.join('\n  ')}`);
  }
}
