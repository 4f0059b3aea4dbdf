import {isPrefixNoise} from './prefixNoise';
import {searchTerms} from './searchTerms';

/** TypeDoc titles pages by kind ("Class: Scene"), while readers type the name alone. */
const REFERENCE_KIND = /^(class|interface|type alias|function|variable|enumeration|namespace):\s*/i;

/** A title or query reduced to the words that matter, for comparing the two. */
export function titleKey(text: string): string {
  return searchTerms(text.replace(REFERENCE_KIND, '')).toLowerCase();
}

/**
 * The index's results as the reader should see them: results that matched
 * only a tiny prefix of a query word are dropped (see `isPrefixNoise`), and
 * pages titled exactly as the query come first. The index ranks by word
 * matches, so `Scene` or `Get a client` can otherwise lose to longer pages
 * that merely share the word, or to `SceneInfo` matching it as a prefix.
 */
export function refineResults<T extends {excerpt: string; meta: {title?: string}}>(
  results: readonly T[],
  query: string,
): T[] {
  const terms = searchTerms(query);
  const kept = results.filter((result) => !isPrefixNoise(result.excerpt, terms));
  const key = titleKey(query);
  const exact = kept.filter((result) => titleKey(result.meta.title ?? '') === key);
  return [...exact, ...kept.filter((result) => !exact.includes(result))];
}
