import {searchTerms} from './searchTerms';

/** TypeDoc titles pages by kind ("Class: Scene"), while readers type the name alone. */
const REFERENCE_KIND = /^(class|interface|type alias|function|variable|enumeration|namespace):\s*/i;

/** A title or query reduced to the words that matter, for comparing the two. */
export function titleKey(text: string): string {
  return searchTerms(text.replace(REFERENCE_KIND, '')).toLowerCase();
}

/** Where the build writes the title index in the Pagefind bundle, next to the files it describes. */
export const TITLE_INDEX_FILE = 'titles.json';

/** Page ids (Pagefind's result ids) by the `titleKey` of their title. */
export type TitleIndex = Record<string, string[]>;

/**
 * Results with the pages titled exactly as the query first. The index ranks
 * by word matches, so `Scene` or `Get a client` can otherwise lose to longer
 * pages that merely share the word, or to `SceneInfo` matching it as a
 * prefix. Works on ids, before any result's data is fetched.
 */
export function exactTitlesFirst<T extends {id: string}>(
  results: readonly T[],
  query: string,
  titles: TitleIndex,
): T[] {
  const exact = new Set(titles[titleKey(query)] ?? []);
  return [
    ...results.filter((result) => exact.has(result.id)),
    ...results.filter((result) => !exact.has(result.id)),
  ];
}
