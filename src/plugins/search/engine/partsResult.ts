import type {PagefindResultData} from './pageHits';
import {highlightWord, matchedTerms} from './highlightWord';
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

/** Excerpts start a few words before their first match, so it reads in context. */
function leadIn(length: number): number {
  return Math.floor(length / 4);
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

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The words of the loaded parts by location, and the locations of the words that are code. */
export function readParts(parts: readonly ResultPart[]): {
  words: Map<number, string>;
  code: Set<number>;
} {
  const words = new Map<number, string>();
  const code = new Set<number>();
  for (const part of parts) {
    part.text.split(' ').forEach((word, offset) => words.set(part.start + offset, word));
    for (const [first, end] of part.code ?? []) {
      for (let offset = first; offset < end; offset += 1) code.add(part.start + offset);
    }
  }
  return {words, code};
}

/**
 * The words from `start` to before `end`, escaped, in the shape the modal
 * splits into text (see `excerptSegments`): runs of code in `<code>`, and in
 * the matched words only the pieces that match a query term in `<mark>`
 * (see `highlightWord`). Words of parts not loaded are left out.
 */
function excerptAt(
  {words, code}: {words: ReadonlyMap<number, string>; code: ReadonlySet<number>},
  matched: ReadonlySet<number>,
  terms: readonly string[],
  start: number,
  end: number,
): string {
  let html = '';
  let inCode = false;
  for (let location = start; location < end; location += 1) {
    const word = words.get(location);
    if (word === undefined || word === '') continue;
    const isCode = code.has(location);
    if (isCode !== inCode) {
      html += isCode ? `${html ? ' ' : ''}<code>` : '</code> ';
      inCode = isCode;
    } else if (html) {
      html += ' ';
    }
    html += matched.has(location)
      ? highlightWord(word, terms)
          .map((piece) =>
            piece.marked ? `<mark>${escapeText(piece.text)}</mark>` : escapeText(piece.text),
          )
          .join('')
      : escapeText(word);
  }
  return inCode ? `${html}</code>` : html;
}

/**
 * Where an excerpt of `length` words should start to show the matches at
 * `locations` best, between `from` and `until`: the window holding the most
 * of the query's terms, a term found in prose counting three times one found
 * only in code, so that prose explaining the matched words wins over code
 * that merely uses them; then the window with the most matches.
 */
function excerptStart(
  locations: readonly number[],
  read: {words: ReadonlyMap<number, string>; code: ReadonlySet<number>},
  terms: readonly string[],
  length: number,
  from: number,
  until: number,
): number {
  const inRange = locations.filter((location) => location >= from && location < until);
  const termsAt = new Map(
    inRange.map((location) => [location, matchedTerms(read.words.get(location) ?? '', terms)]),
  );
  let best = inRange[0] ?? from;
  let bestScore = -1;
  for (const start of inRange) {
    const inWindow = inRange.filter((location) => location >= start && location < start + length);
    const termWeights = new Map<number, number>();
    for (const location of inWindow) {
      const weight = read.code.has(location) ? 1 : 3;
      for (const term of termsAt.get(location) ?? []) {
        termWeights.set(term, Math.max(termWeights.get(term) ?? 0, weight));
      }
    }
    const score =
      [...termWeights.values()].reduce((sum, weight) => sum + weight, 0) + inWindow.length / 100;
    if (score > bestScore) {
      best = start;
      bestScore = score;
    }
  }
  return Math.max(from, Math.min(best - leadIn(length), until - length));
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
  const read = readParts([part]);
  const loaded = locations.filter((location) => read.words.has(location)).sort((a, b) => a - b);
  const matched = new Set(loaded);
  const partEnd = part.start + RESULT_PART_WORDS;
  const pageStart = excerptStart(loaded, read, terms, excerptLength, part.start, partEnd);
  const subResults = part.headings.flatMap(([location, id, text], index): MatchedSection[] => {
    const from = Math.max(location, part.start);
    const until = part.headings[index + 1]?.[0] ?? partEnd;
    const inside = loaded.filter((at) => at >= from && at < until);
    if (inside.length === 0) return [];
    const start = Math.max(from, excerptStart(inside, read, terms, excerptLength, from, until));
    return [
      {
        url: `${part.url}#${id}`,
        title: text,
        excerpt: excerptAt(read, matched, terms, start, Math.min(until, start + excerptLength)),
        locations: inside,
      },
    ];
  });
  return {
    url: part.url,
    excerpt: excerptAt(read, matched, terms, pageStart, pageStart + excerptLength),
    meta: {title: part.title, section: part.section},
    sub_results: subResults,
    locations: loaded,
  };
}
