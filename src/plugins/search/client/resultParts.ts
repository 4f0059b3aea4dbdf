import type {PagefindResultData} from './pageHits';

/**
 * Words per result part. A Pagefind fragment holds a page's whole text, up
 * to 9 KB gzipped for a class page, so five results could cost 30 KB. The
 * build cuts each page's text into parts of this many words (under 1 KB
 * gzipped with their headings), and the browser fetches, for each result
 * shown, the one part where the query matched most. A second part per
 * result would show more of its sections, but doubles the requests, which
 * is what a query's latency is mostly made of.
 */
export const RESULT_PART_WORDS = 200;

/** Where the parts live in the Pagefind bundle. */
export const RESULT_PARTS_FOLDER = 'parts';

/** A heading of a page: its location (word index in the page text), anchor id and text. */
export type PartHeading = [location: number, id: string, text: string];

/**
 * One part of a page's text, as the build writes it: the page's address,
 * title and site section, the number of parts the page has, the location
 * of the part's first word, its words joined by single spaces, and the
 * headings that start inside it, led by the one still open at its start.
 */
export type ResultPart = {
  url: string;
  title: string;
  section: string;
  parts: number;
  start: number;
  text: string;
  headings: PartHeading[];
};

/** The address of a page's part `index`, relative to the bundle. */
export function resultPartPath(pageId: string, index: number): string {
  return `${RESULT_PARTS_FOLDER}/${pageId}-${index}.json`;
}

/**
 * Cuts a page's words into parts of `RESULT_PART_WORDS` (see `ResultPart`),
 * with each heading given to the part it starts in; a page with no words
 * still gets one part, so every result has something to show.
 */
export function splitIntoParts(
  page: Pick<ResultPart, 'url' | 'title' | 'section'>,
  words: readonly string[],
  headings: readonly PartHeading[],
): ResultPart[] {
  const sorted = [...headings].sort((a, b) => a[0] - b[0]);
  const parts = Math.max(1, Math.ceil(words.length / RESULT_PART_WORDS));
  return Array.from({length: parts}, (_, index) => {
    const start = index * RESULT_PART_WORDS;
    const end = start + RESULT_PART_WORDS;
    const open = sorted.filter((heading) => heading[0] < start).at(-1);
    const inside = sorted.filter((heading) => heading[0] >= start && heading[0] < end);
    return {
      ...page,
      parts,
      start,
      text: words.slice(start, end).join(' '),
      headings: open ? [open, ...inside] : inside,
    };
  });
}

/**
 * The first match of the densest run of matches: the match after which the
 * next `length` words hold the most matches (the earliest on a tie), among
 * the sorted `locations` from `from` to before `until`; `from` when there
 * are none.
 */
export function densestMatch(
  locations: readonly number[],
  length: number,
  from = 0,
  until = Number.POSITIVE_INFINITY,
): number {
  const inRange = locations.filter((location) => location >= from && location < until);
  let best = inRange[0] ?? from;
  let bestCount = 0;
  let end = 0;
  inRange.forEach((start, index) => {
    while (end < inRange.length && (inRange[end] ?? 0) < start + length) end += 1;
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

function escapeText(word: string): string {
  return word.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The words of the loaded parts by location. */
function wordsByLocation(parts: readonly ResultPart[]): Map<number, string> {
  const words = new Map<number, string>();
  for (const part of parts) {
    part.text.split(' ').forEach((word, offset) => words.set(part.start + offset, word));
  }
  return words;
}

/**
 * `length` words from `start`, escaped, with the matched ones in `<mark>`:
 * the shape of a Pagefind excerpt, which the modal splits into text (see
 * `excerptSegments`). Words of parts not loaded are left out.
 */
function excerptAt(
  words: ReadonlyMap<number, string>,
  matched: ReadonlySet<number>,
  start: number,
  end: number,
): string {
  const shown: string[] = [];
  for (let location = start; location < end; location += 1) {
    const word = words.get(location);
    if (word === undefined || word === '') continue;
    shown.push(matched.has(location) ? `<mark>${escapeText(word)}</mark>` : escapeText(word));
  }
  return shown.join(' ');
}

/** A heading whose section matched, with its excerpt and the matches inside it. */
export type MatchedSection = {url: string; title: string; excerpt: string; locations: number[]};

/** A result built from its parts: what the modal shows, and the matches for Ask AI. */
export type PartsResult = Omit<PagefindResultData, 'sub_results'> & {
  sub_results: MatchedSection[];
  locations: number[];
};

/**
 * A result as the modal shows it, from its part (see `bestPart`) and where
 * the query matched: the page excerpt around the densest matches in the
 * part, and each heading whose section matched within it, in page order,
 * with its own excerpt. A part lists the heading still open at its start,
 * so a section that began in an earlier part is named too.
 */
export function resultFromParts(
  part: ResultPart,
  locations: readonly number[],
  excerptLength: number,
): PartsResult {
  const words = wordsByLocation([part]);
  const loaded = locations.filter((location) => words.has(location)).sort((a, b) => a - b);
  const matched = new Set(loaded);
  const partEnd = part.start + RESULT_PART_WORDS;
  const excerptStart = Math.max(
    part.start,
    Math.min(densestMatch(loaded, excerptLength) - leadIn(excerptLength), partEnd - excerptLength),
  );
  const subResults = part.headings.flatMap(([location, id, text], index): MatchedSection[] => {
    const from = Math.max(location, part.start);
    const until = part.headings[index + 1]?.[0] ?? partEnd;
    const inside = loaded.filter((at) => at >= from && at < until);
    if (inside.length === 0) return [];
    const start = Math.max(from, densestMatch(inside, excerptLength) - leadIn(excerptLength));
    return [
      {
        url: `${part.url}#${id}`,
        title: text,
        excerpt: excerptAt(words, matched, start, Math.min(until, start + excerptLength)),
        locations: inside,
      },
    ];
  });
  return {
    url: part.url,
    excerpt: excerptAt(words, matched, excerptStart, excerptStart + excerptLength),
    meta: {title: part.title, section: part.section},
    sub_results: subResults,
    locations: loaded,
  };
}

/**
 * The words of the loaded parts from `before` words ahead of `location` to
 * `after` words past it, for an Ask AI passage.
 */
export function partsPassage(
  parts: readonly ResultPart[],
  location: number,
  before = 30,
  after = 150,
): string {
  const words = wordsByLocation(parts);
  const shown: string[] = [];
  for (let at = Math.max(0, location - before); at < location + after; at += 1) {
    const word = words.get(at);
    if (word) shown.push(word);
  }
  return shown.join(' ');
}
