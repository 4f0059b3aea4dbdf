/**
 * A run of code at least this many words long is a code block (an example,
 * a listing), which an Ask AI passage leaves out; shorter runs are inline
 * code or a signature, which read as part of the sentence around them. The
 * index flags `pre` and inline `code` alike, so length is what tells them
 * apart.
 */
export const CODE_BLOCK_WORDS = 25;

/** Where the build writes the outline table in the Pagefind bundle. */
export const OUTLINE_TABLE_FILE = 'outlines.json';

/**
 * What Ask AI needs to weigh a page's sections before fetching any of its
 * text: its number of words, where each heading starts and how many words
 * it has, and the runs of words that are code blocks (`[first, end)` page
 * locations). The headings' ids and text are in the parts (see
 * `ResultPart`), fetched only for the sections sent.
 */
export type PageOutline = {
  words: number;
  headings: [location: number, words: number][];
  codeBlocks: [first: number, end: number][];
};

/**
 * Every indexed page's outline by page id, as the build writes it, compact:
 * `[words, heading locations, heading word counts, code block bounds
 * flattened]`. About 17 KB gzipped for the site, fetched on the first Ask
 * AI question only.
 */
export type OutlineTable = Record<string, [number, number[], number[], number[]]>;

/** Whether a word has a letter or digit: one without (`{`, `=>`) says nothing of being code. */
export function hasWordCharacter(word: string): boolean {
  return /[\p{L}\p{N}]/u.test(word);
}

/**
 * A page's outline from its words, headings (location and text) and the
 * flags marking its code words (see `codeWords`): headings in page order,
 * and only the code runs of `CODE_BLOCK_WORDS` or more. A word without
 * letters or digits inside or after a run (a brace, an arrow) belongs to it,
 * though `codeWords` cannot flag it: `passageText` quotes it with the run.
 */
export function pageOutline(
  words: readonly string[],
  headings: readonly (readonly [location: number, text: string])[],
  code: readonly boolean[],
): PageOutline {
  const codeBlocks: [number, number][] = [];
  let runStart = -1;
  let runEnd = -1;
  const closeRun = () => {
    if (runStart >= 0 && runEnd - runStart >= CODE_BLOCK_WORDS) codeBlocks.push([runStart, runEnd]);
    runStart = -1;
  };
  words.forEach((word, location) => {
    if (code[location] === true) {
      if (runStart < 0) runStart = location;
      runEnd = location + 1;
    } else if (hasWordCharacter(word)) {
      closeRun();
    } else if (runStart >= 0) {
      runEnd = location + 1;
    }
  });
  closeRun();
  return {
    words: words.length,
    headings: [...headings]
      .sort((a, b) => a[0] - b[0])
      .map(([location, text]) => [location, text.split(/\s+/).filter(Boolean).length]),
    codeBlocks,
  };
}

/** The code block of `outline` that holds `location`, or `undefined` when it is not in one. */
export function codeBlockAt(
  outline: PageOutline,
  location: number,
): PageOutline['codeBlocks'][number] | undefined {
  return outline.codeBlocks.find(([first, end]) => location >= first && location < end);
}

/** An outline as the table stores it (see `OutlineTable`). */
export function packOutline(outline: PageOutline): OutlineTable[string] {
  return [
    outline.words,
    outline.headings.map(([location]) => location),
    outline.headings.map(([, words]) => words),
    outline.codeBlocks.flat(),
  ];
}

/** A page's outline from the table, or `undefined` when the page has none. */
export function unpackOutline(table: OutlineTable, pageId: string): PageOutline | undefined {
  const packed = table[pageId];
  if (!packed) return undefined;
  const [words, locations, headingWords, blockBounds] = packed;
  const codeBlocks: [number, number][] = [];
  for (let index = 0; index + 1 < blockBounds.length; index += 2) {
    codeBlocks.push([blockBounds[index] ?? 0, blockBounds[index + 1] ?? 0]);
  }
  return {
    words,
    headings: locations.map((location, index) => [location, headingWords[index] ?? 0]),
    codeBlocks,
  };
}
