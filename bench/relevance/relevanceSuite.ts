import {generatedQueries} from './generatedQueries';
import {identifierVariants} from './identifierVariants';
import {keywordQueries} from './keywordQueries';
import {precisionQueries} from './precisionQueries';
import type {ExpectedQuery, QueryList} from './queryList';
import {readerQuestions} from './readerQuestions';
import {readerWords} from './readerWords';
import {restTasks} from './restTasks';
import {typoQueries} from './typoQueries';

/** The earlier lists, kept whole: the documented names, the reader questions and the keywords. */
export type EarlierLists = {
  names: readonly ExpectedQuery[];
  readers: readonly ExpectedQuery[];
  keywords: readonly ExpectedQuery[];
};

/** The lists with a held-out half, each expecting a page among the first three. */
export type CategoryLists = {
  typos: QueryList<ExpectedQuery>;
  readerWords: QueryList<ExpectedQuery>;
  restTasks: QueryList<ExpectedQuery>;
  identifiers: QueryList<ExpectedQuery>;
};

/** Every relevance list; precision queries expect no result at all. */
export type RelevanceSuite = {
  earlier: EarlierLists;
  categories: CategoryLists;
  precision: QueryList<string>;
};

/**
 * The whole relevance suite, read after the references are generated (the
 * documented names and the typo queries come from them).
 */
export function relevanceSuite(): RelevanceSuite {
  return {
    earlier: {names: generatedQueries(), readers: readerQuestions, keywords: keywordQueries},
    categories: {
      typos: typoQueries(),
      readerWords,
      restTasks,
      identifiers: identifierVariants,
    },
    precision: precisionQueries,
  };
}

/** Every query of the suite once, in a stable order: what the stress script compares runs by. */
export function everyQuery(suite: RelevanceSuite): string[] {
  const expected = [
    ...Object.values(suite.earlier).flat(),
    ...Object.values(suite.categories).flatMap((list) => [...list.tuning, ...list.heldOut]),
  ].map((entry: ExpectedQuery) => entry.query);
  return [...new Set([...expected, ...suite.precision.tuning, ...suite.precision.heldOut])];
}
