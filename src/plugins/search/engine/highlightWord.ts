import {subWords} from './subWords';

/** A piece of one indexed word: highlighted or not. */
export type WordPiece = {text: string; marked: boolean};

function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether a piece of text is what a query term matched: the term starts it
 * (`rend` typed on the way to `rendering`), it is the term short of an
 * ending (`session` for `sessions`), or they share a stem long enough to be
 * the same word (`rendering`, `rendered`).
 */
function matchesTerm(piece: string, term: string): boolean {
  const common = sharedPrefix(piece, term);
  if (common === term.length) return true;
  if (common === piece.length) return piece.length >= 4 && term.length - piece.length <= 3;
  return common >= 4 && common >= term.length - 3 && common >= piece.length - 3;
}

/**
 * The pieces of an indexed word that a query matched. An indexed word is a
 * whitespace-separated token, which in code can be a whole expression
 * (`report(session.has_been_created`); only what matches a query term is
 * highlighted: the camelCase humps or snake_case parts of a run of letters
 * and digits that match (a term typed so far matches the hump it starts),
 * else the whole run when the term is that run (`has_been_created`). A word
 * in which nothing matches a term is not highlighted at all.
 */
export function highlightWord(word: string, terms: readonly string[]): WordPiece[] {
  const lowerTerms = terms
    .map((term) => term.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean);
  const ranges: {start: number; end: number}[] = [];
  for (const match of word.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const run = match[0];
    // The humps or parts that match (`session` in `sessionId`), else the whole run
    // (`DefaultCameraController` typed whole).
    const pieces = subWords(run).filter((piece) =>
      lowerTerms.some((term) => matchesTerm(run.slice(piece.start, piece.end).toLowerCase(), term)),
    );
    if (pieces.length === 0 && lowerTerms.some((term) => matchesTerm(run.toLowerCase(), term))) {
      pieces.push({start: 0, end: run.length});
    }
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

/** The indexes of the query terms that a word holds a match for (see `highlightWord`). */
export function matchedTerms(word: string, terms: readonly string[]): number[] {
  return terms.flatMap((term, index) =>
    highlightWord(word, [term]).some((piece) => piece.marked) ? [index] : [],
  );
}
