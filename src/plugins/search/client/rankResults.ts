import {nameKey, type PageTable} from '../shared/pageTable';

/** A Pagefind result before its data is fetched: its page id and score. */
export type RankedResult = {id: string; score: number};

/**
 * Orders Pagefind's results for display. Pages that define the exact name
 * the reader typed come first (a class, hook, component attribute, asset
 * type, file extension, REST summary, devlog title; see `PageTable.names`),
 * in the table's order, even when Pagefind did not list them. The rest
 * keep Pagefind's ranking, which already weighs titles and headings above
 * body text.
 */
export function rankResults<T extends RankedResult>(
  results: readonly T[],
  query: string,
  table: PageTable,
  missing: (id: string) => T,
): T[] {
  const exactIds = table.names[nameKey(query)] ?? [];
  const byId = new Map(results.map((result) => [result.id, result]));
  const exact = exactIds.map((id) => byId.get(id) ?? missing(id));
  const exactSet = new Set(exactIds);
  return [...exact, ...results.filter((result) => !exactSet.has(result.id))];
}
