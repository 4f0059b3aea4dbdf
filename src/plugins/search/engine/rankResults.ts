import {nameLookups, type PageKind, type PageTable} from '../shared/pageTable';
import type {RelaxedResult} from './relaxQuery';
import {titleCoverage} from './titleCoverage';

/**
 * How much a title carrying the query lifts a page: its score is multiplied
 * by one plus this times the share of the query the title carries. Pagefind
 * already boosts title matches, but only among the pages holding every word
 * of the query; this also lifts pages among those that hold some.
 */
const TITLE_WEIGHT = 1;

/**
 * How much each kind of page weighs when a query is not an exact name: the
 * written pages explain, while the generated ones list members and types
 * that the written pages mention too, so their many matching words would
 * otherwise bury the page a reader wants; long devlog posts likewise.
 */
const KIND_WEIGHTS: Record<PageKind, number> = {
  reference: 1,
  article: 1,
  symbol: 0.7,
  operation: 0.7,
  // Devlog posts tell a story around a topic; the docs explain how to use it.
  post: 0.6,
  type: 0.25,
};

/** A ranked result: whether it defines the name the reader typed, and the weight it was ordered by. */
export type RankedResult = RelaxedResult & {exact: boolean; weight: number};

/**
 * Orders results for display. Pages that define the exact name the reader
 * typed come first (a class, hook, component attribute, asset type, file
 * extension, REST summary, devlog title; see `PageTable.names`), in the
 * table's order, even when the search did not find them. The others follow
 * by their score, times the square of the share of the query they hold (see
 * `relaxQuery`: a page holding half the query needs four times the score of
 * one holding all of it), times the weight of their kind (see
 * `KIND_WEIGHTS`), lifted by how much of the query their title carries (see
 * `titleCoverage`).
 */
export function rankResults(
  results: readonly RelaxedResult[],
  query: string,
  queryWords: readonly string[],
  weights: readonly number[],
  table: PageTable,
): RankedResult[] {
  const exactIds = [
    ...new Set(
      nameLookups(query).flatMap(({key, kinds}) =>
        (table.names[key] ?? []).filter((id) => {
          const kind = table.pages[id]?.[1];
          return !kinds || (kind !== undefined && kinds.includes(kind));
        }),
      ),
    ),
  ];
  const byId = new Map(results.map((result) => [result.id, result]));
  const exactSet = new Set(exactIds);
  const weighed = (result: RelaxedResult) => {
    const [title = '', kind = 'article'] = table.pages[result.id] ?? [];
    return (
      result.score *
      result.share ** 2 *
      KIND_WEIGHTS[kind] *
      (1 + TITLE_WEIGHT * titleCoverage(queryWords, title, weights))
    );
  };
  const exact = exactIds.map((id) => {
    const result = byId.get(id) ?? {id, score: 0, words: [], share: 1};
    return {...result, exact: true, weight: weighed(result)};
  });
  const rest = results
    .filter((result) => !exactSet.has(result.id))
    .map((result) => ({...result, exact: false, weight: weighed(result)}))
    .sort((a, b) => b.weight - a.weight);
  return [...exact, ...rest];
}
