import {asSource, PAGEFIND_OPTIONS, type IndexSource, type SearchContext} from './indexSource';
import {toPageHit, type PageHit} from './pageHits';
import {bestPart, resultFromParts} from './partsResult';
import {rankQuery, type SearchOptions} from './rankQuery';
import {suggestQueries} from './suggestions';
import {RESULT_PART_WORDS, type ResultPart} from '../shared/resultParts';

/** What a search found: the pages, best first, and the query searched when words were corrected. */
export type SearchOutcome = {
  hits: PageHit[];
  /** Set when the typo rules corrected the query (see `RankedQuery.correctedQuery`). */
  correctedQuery?: string;
  /** When nothing was found: queries to try instead (see `suggestQueries`). */
  suggestions?: string[];
};

/**
 * Searches the embedded Pagefind index (see `rankQuery`), restricted to the
 * reader's language and docs version tags, and returns the best `limit`
 * pages, each with an excerpt of its part where the query matched most
 * (see `resultFromParts`). The index script is loaded on the first query
 * only; a failed load is retried next time. The modal, the search page,
 * the MCP server and the relevance measures all search through here.
 */
export async function searchPagefind(
  query: string,
  context: SearchContext,
  limit: number,
  source?: IndexSource | string,
  options: SearchOptions = {},
): Promise<SearchOutcome> {
  const {index, ranked, slots, unmatched, correctedQuery} = await rankQuery(
    query,
    context,
    asSource(source),
    options,
  );
  const hits = await Promise.all(
    ranked.slice(0, limit).map(async (result) => {
      // The words each page matched, which its excerpt highlights.
      const matched = result.matchedWords.flat();
      const terms = matched.length > 0 ? matched : slots.flatMap((slot) => slot.words);
      const shown = (part: ResultPart) =>
        resultFromParts(part, result.words, PAGEFIND_OPTIONS.excerptLength, terms);
      // The densest matches can all be in a listing, which no excerpt shows: then the part
      // of the first match, then the page's first part, which opens with its introduction.
      const best = bestPart(result.words, PAGEFIND_OPTIONS.excerptLength);
      const first = Math.floor((result.words[0] ?? 0) / RESULT_PART_WORDS);
      let data = shown(await index.part(result.id, best));
      for (const fallback of new Set([first, 0])) {
        if (data.excerpt !== '' || fallback === best) continue;
        data = shown(await index.part(result.id, fallback));
      }
      return toPageHit(data);
    }),
  );
  if (hits.length === 0) {
    const lexicon = {shards: index.words.shards, read: index.shard};
    const synonyms = index.words.synonyms;
    return {hits, suggestions: await suggestQueries(query, slots, unmatched, lexicon, synonyms)};
  }
  return correctedQuery ? {hits, correctedQuery} : {hits};
}
