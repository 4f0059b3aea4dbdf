/** A piece of one indexed word: highlighted or not. */
export type WordPiece = {text: string; marked: boolean};

/** The letters-and-digits runs of a word, with camelCase humps cut apart (`setCamera` → `set`, `Camera`). */
function subWords(word: string): {start: number; end: number}[] {
  const pieces: {start: number; end: number}[] = [];
  for (const match of word.matchAll(/[\p{L}\p{N}]+/gu)) {
    const text = match[0];
    const offset = match.index;
    let start = 0;
    for (let index = 1; index < text.length; index += 1) {
      const previous = text[index - 1] ?? '';
      const current = text[index] ?? '';
      const next = text[index + 1] ?? '';
      const hump =
        (/\p{Ll}/u.test(previous) && /\p{Lu}/u.test(current)) ||
        (/\p{Lu}/u.test(previous) && /\p{Lu}/u.test(current) && /\p{Ll}/u.test(next)) ||
        (/\p{L}/u.test(previous) && /\p{N}/u.test(current));
      if (hump) {
        pieces.push({start: offset + start, end: offset + index});
        start = index;
      }
    }
    pieces.push({start: offset + start, end: offset + text.length});
  }
  return pieces;
}

function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether a piece of text is what a query term matched: one is a prefix of
 * the other (`session` for `sessions`, `rend` for `rendering`), or they
 * share a stem long enough to be the same word (`rendering`, `rendered`).
 */
function matchesTerm(piece: string, term: string): boolean {
  const common = sharedPrefix(piece, term);
  if (common === term.length) return true;
  if (common === piece.length) return piece.length >= 4;
  return common >= 4 && common >= term.length - 3;
}

/**
 * The pieces of an indexed word that a query matched. An indexed word is a
 * whitespace-separated token, which in code can be a whole expression
 * (`report(session.has_been_created`); only what matches a query term is
 * highlighted: a whole run of letters and digits when the term is that run
 * give or take an ending, else the camelCase humps or snake_case parts that
 * match (a term typed so far matches the hump it starts). A word in which
 * nothing matches a term is not highlighted at all.
 */
export function highlightWord(word: string, terms: readonly string[]): WordPiece[] {
  const lowerTerms = terms
    .map((term) => term.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean);
  const ranges: {start: number; end: number}[] = [];
  for (const match of word.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const run = match[0];
    const whole = run.toLowerCase();
    // The term is this whole run, give or take an ending (`sessions`, `sessionId`).
    if (
      lowerTerms.some(
        (term) => matchesTerm(whole, term) && sharedPrefix(whole, term) >= whole.length - 3,
      )
    ) {
      ranges.push({start: match.index, end: match.index + run.length});
      continue;
    }
    const pieces = subWords(run).filter((piece) =>
      lowerTerms.some((term) => matchesTerm(run.slice(piece.start, piece.end).toLowerCase(), term)),
    );
    for (const piece of pieces) {
      ranges.push({start: match.index + piece.start, end: match.index + piece.end});
    }
  }
  const pieces: WordPiece[] = [];
  let at = 0;
  for (const {start, end} of ranges) {
    if (start > at) pieces.push({text: word.slice(at, start), marked: false});
    pieces.push({text: word.slice(start, end), marked: true});
    at = end;
  }
  if (at < word.length) pieces.push({text: word.slice(at), marked: false});
  return pieces;
}
