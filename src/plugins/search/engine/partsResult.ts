import type {PagefindResultData} from './pageHits';
import {proseExcerpt, readParts} from './excerpt';
import {RESULT_PART_WORDS, type ResultPart} from '../shared/resultParts';

/**
 * The first match of the densest run of matches: the match after which the
 * next `length` words hold the most matches (the earliest on a tie), among
 * the sorted `locations`; 0 when there are none.
 */
export function densestMatch(locations: readonly number[], length: number): number {
  let best = locations[0] ?? 0;
  let bestCount = 0;
  let end = 0;
  locations.forEach((start, index) => {
    while (end < locations.length && (locations[end] ?? 0) < start + length) end += 1;
    if (end - index > bestCount) {
      best = start;
      bestCount = end - index;
    }
  });
  return best;
}

/**
 * The part to fetch for a result whose query matched at `locations`: the
 * one holding the densest run of matches, or the first when nothing matched
 * in the text (a match on the title alone).
 */
export function bestPart(locations: readonly number[], excerptLength: number): number {
  const sorted = [...locations].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : Math.floor(densestMatch(sorted, excerptLength) / RESULT_PART_WORDS);
}

/** A heading whose section matched, with its excerpt and the matches inside it. */
export type MatchedSection = {url: string; title: string; excerpt: string; locations: number[]};

/** A result built from its parts: what the modal shows, and the matches for Ask AI. */
export type PartsResult = Omit<PagefindResultData, 'sub_results'> & {
  sub_results: MatchedSection[];
  locations: number[];
};

/**
 * A result as the modal shows it, from its part (see `bestPart`), where the
 * query matched and the query's terms: the page excerpt around the best
 * matches in the part, and each heading whose section matched within it, in
 * page order, with its own excerpt. A part lists the heading still open at
 * its start, so a section that began in an earlier part is named too.
 */
export function resultFromParts(
  part: ResultPart,
  locations: readonly number[],
  excerptLength: number,
  terms: readonly string[],
): PartsResult {
  const text = readParts([part]);
  const loaded = locations.filter((location) => text.words.has(location)).sort((a, b) => a - b);
  const partEnd = part.start + RESULT_PART_WORDS;
  const subResults = part.headings.flatMap(([location, id, title], index): MatchedSection[] => {
    const from = Math.max(location, part.start);
    const until = part.headings[index + 1]?.[0] ?? partEnd;
    const inside = loaded.filter((at) => at >= from && at < until);
    if (inside.length === 0) return [];
    return [
      {
        url: `${part.url}#${id}`,
        title,
        excerpt: proseExcerpt(text, inside, terms, excerptLength, from, until),
        locations: inside,
      },
    ];
  });
  return {
    url: part.url,
    excerpt: proseExcerpt(text, loaded, terms, excerptLength, part.start, partEnd),
    meta: {title: part.title, section: part.section},
    sub_results: subResults,
    locations: loaded,
  };
}
