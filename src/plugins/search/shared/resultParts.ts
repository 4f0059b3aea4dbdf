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
 * of the part's first word, its words joined by single spaces, the
 * headings that start inside it, led by the one still open at its start,
 * and the runs of its words that are code, as `[first, end)` offsets from
 * its first word.
 */
export type ResultPart = {
  url: string;
  title: string;
  section: string;
  parts: number;
  start: number;
  text: string;
  headings: PartHeading[];
  code?: [first: number, end: number][];
};

/** The address of a page's part `index`, relative to the bundle. */
export function resultPartPath(pageId: string, index: number): string {
  return `${RESULT_PARTS_FOLDER}/${pageId}-${index}.json`;
}

/** Runs of consecutive `true` flags, as `[first, end)` index pairs. */
function flaggedRuns(flags: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  flags.forEach((flag, index) => {
    const last = runs.at(-1);
    if (!flag) return;
    if (last && last[1] === index) last[1] = index + 1;
    else runs.push([index, index + 1]);
  });
  return runs;
}

/**
 * Cuts a page's words into parts of `RESULT_PART_WORDS` (see `ResultPart`),
 * with each heading given to the part it starts in and the words flagged in
 * `code` marked as code; a page with no words still gets one part, so every
 * result has something to show.
 */
export function splitIntoParts(
  page: Pick<ResultPart, 'url' | 'title' | 'section'>,
  words: readonly string[],
  headings: readonly PartHeading[],
  code: readonly boolean[] = [],
): ResultPart[] {
  const sorted = [...headings].sort((a, b) => a[0] - b[0]);
  const parts = Math.max(1, Math.ceil(words.length / RESULT_PART_WORDS));
  return Array.from({length: parts}, (_, index) => {
    const start = index * RESULT_PART_WORDS;
    const end = start + RESULT_PART_WORDS;
    const open = sorted.filter((heading) => heading[0] < start).at(-1);
    const inside = sorted.filter((heading) => heading[0] >= start && heading[0] < end);
    const codeRuns = flaggedRuns(code.slice(start, end));
    return {
      ...page,
      parts,
      start,
      text: words.slice(start, end).join(' '),
      headings: open ? [open, ...inside] : inside,
      ...(codeRuns.length > 0 ? {code: codeRuns} : {}),
    };
  });
}
