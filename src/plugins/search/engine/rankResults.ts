import {nameKey, nameLookups, type PageKind, type PageTable} from '../shared/pageTable';
import type {RelaxedResult} from './relaxQuery';
import {saysTitle, titleCoverage} from './titleCoverage';
import {allowedTypos, typoDistance} from './typoRules';

/**
 * How much a title carrying the query lifts a page: its score is multiplied
 * by one plus this times the share of the query the title carries. Pagefind
 * already boosts title matches, but only among the pages holding every word
 * of the query; this also lifts pages among those that hold some.
 */
const TITLE_WEIGHT = 1;

/**
 * How much more a page weighs when the query says its whole title (see
 * `saysTitle`): "delete a folder" is about the page titled so, more than
 * about a guide that also mentions deleting folders.
 */
const WHOLE_TITLE_WEIGHT = 1;

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
  // One line per term, each summing up the page that explains it.
  glossary: 0.25,
};

/**
 * Below this share of a query of several slots (see `relaxQuery`), a page
 * is not listed: it holds only a small, uninformative part of what the
 * reader asked, such as the one common word of an out-of-scope question
 * ("kubernetes deployment"), where listing it would hide that the docs do
 * not cover the rest.
 */
export const MIN_SHARE = 0.4;

/** A ranked result: whether it defines the name the reader typed, and the weight it was ordered by. */
export type RankedResult = RelaxedResult & {definesName: boolean; weight: number};

/** The pages defining a name the query looks up (see `nameLookups`), in the table's order. */
function pagesNamed(query: string, table: PageTable): string[] {
  return [
    ...new Set(
      nameLookups(query).flatMap(({key, kinds}) =>
        (table.names[key] ?? []).filter((id) => {
          const kind = table.pages[id]?.[1];
          return !kinds || (kind !== undefined && kinds.includes(kind));
        }),
      ),
    ),
  ];
}

/**
 * The pages defining a name a one-word query is a typo of, fewest typos
 * first, when it names none as typed: the typo rules (see `allowedTypos`)
 * applied to the whole name, as readers type a class or a hook
 * (`DefaultCameraControler`). The words of a longer query are corrected one
 * by one instead (see `matchSlots`), and its corrected form looked up.
 */
function pagesNamedWithTypos(query: string, table: PageTable): string[] {
  if (query.trim().split(/\s+/).length > 1) return [];
  const key = nameKey(query);
  const limit = allowedTypos(key);
  if (limit === 0) return [];
  const close = Object.keys(table.names)
    .map((name) => ({name, typos: typoDistance(key, name, limit)}))
    .filter(({typos}) => typos <= limit)
    .sort((a, b) => a.typos - b.typos);
  return [...new Set(close.flatMap(({name}) => table.names[name] ?? []))];
}

/**
 * Orders pages that matched the same slots so that fewer typos, then fewer
 * prefixes, always come first, and lowers the weight of each page to at
 * most that of the page before it in that order, so that sorting by weight
 * keeps it: an exact match always ranks above a corrected one, a whole word
 * above a word it starts, whatever their scores.
 */
function keepMatchOrder(results: RankedResult[]): void {
  const groups = new Map<string, RankedResult[]>();
  for (const result of results) {
    groups.set(result.matched, [...(groups.get(result.matched) ?? []), result]);
  }
  for (const group of groups.values()) {
    group.sort((a, b) => a.typos - b.typos || a.prefixes - b.prefixes || b.weight - a.weight);
    group.forEach((result, index) => {
      const before = group[index - 1];
      // Strictly below a page that matched better, so that a tie cannot put it first.
      if (before && (before.typos < result.typos || before.prefixes < result.prefixes)) {
        result.weight = Math.min(result.weight, before.weight * (1 - 1e-9));
      } else if (before) {
        result.weight = Math.min(result.weight, before.weight);
      }
    });
  }
}

/**
 * Orders results for display. Pages that define the exact name the reader
 * typed come first (a class, hook, component attribute, asset type, file
 * extension, REST summary, devlog title; see `PageTable.names`), in the
 * table's order, even when the search did not find them; when none does,
 * those defining the name of the `corrected` query (the query with its
 * words corrected, when the typo rules corrected some), or a name the
 * query is a typo of (see `pagesNamedWithTypos`). The others follow by their score, times the
 * square of the share of the query they hold (see `relaxQuery`: a page
 * holding half the query needs four times the score of one holding all of
 * it), times the weight of their kind (see `KIND_WEIGHTS`), lifted by how
 * much of the query their title carries (see `titleCoverage`) and, unless
 * `liftWholeTitles` is off, when the query says their whole title (see
 * `saysTitle`); a page
 * holding less than `MIN_SHARE` of a query of several slots is left out;
 * and among pages matching the same slots, fewer typos and whole words
 * come first (see `keepMatchOrder`).
 */
export function rankResults(
  results: readonly RelaxedResult[],
  query: string,
  weights: readonly number[],
  table: PageTable,
  {corrected, liftWholeTitles = true}: {corrected?: string; liftWholeTitles?: boolean} = {},
): RankedResult[] {
  const named = pagesNamed(query, table);
  const definingIds =
    named.length > 0 || corrected === undefined
      ? named
      : [...pagesNamed(corrected, table), ...pagesNamedWithTypos(query, table)];
  const byId = new Map(results.map((result) => [result.id, result]));
  const defining = new Set(definingIds);
  const weighed = (result: RelaxedResult) => {
    const [title = '', kind = 'article'] = table.pages[result.id] ?? [];
    return (
      result.score *
      result.share ** 2 *
      KIND_WEIGHTS[kind] *
      (1 + TITLE_WEIGHT * titleCoverage(result.matchedWords, title, weights)) *
      (liftWholeTitles && saysTitle(result.matchedWords, title) ? 1 + WHOLE_TITLE_WEIGHT : 1)
    );
  };
  const definers = definingIds.map((id) => {
    const result = byId.get(id) ?? {
      id,
      score: 0,
      words: [],
      share: 1,
      typos: 0,
      prefixes: 0,
      matched: '',
      matchedWords: [],
    };
    return {...result, definesName: true, weight: weighed(result)};
  });
  const several = weights.filter((weight) => weight > 0).length > 1;
  const rest = results
    .filter((result) => !defining.has(result.id) && (!several || result.share >= MIN_SHARE))
    .map((result) => ({...result, definesName: false, weight: weighed(result)}));
  keepMatchOrder(rest);
  return [...definers, ...rest.sort((a, b) => b.weight - a.weight)];
}
