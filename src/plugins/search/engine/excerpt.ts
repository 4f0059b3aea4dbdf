import {hasWordCharacter} from '../shared/pageOutline';
import type {ResultPart} from '../shared/resultParts';
import {highlightWord, matchedTerms} from './highlightWord';
import {escapeHtml} from '../../../site/escapeHtml';

/**
 * The longest run of code, in words, that an excerpt shows as inline code
 * (`scene_ref`, `Livelink.start()`), which reads as part of its sentence; a
 * longer run is a listing, a signature or a table of types, never shown. Ask
 * AI's passages draw the line much higher (`CODE_BLOCK_WORDS`): a model can
 * use a signature, a reader scanning excerpts cannot.
 */
const LONGEST_INLINE_CODE = 3;

/** The loaded words of a page by location, and which of them an excerpt leaves out as code. */
export type ExcerptText = {
  words: ReadonlyMap<number, string>;
  /** Words of inline code, shown in `<code>`. */
  code: ReadonlySet<number>;
  /** Words of longer code runs (see `LONGEST_INLINE_CODE`), never shown. */
  listing: ReadonlySet<number>;
};

/**
 * The words of the loaded parts by location, with their code sorted into
 * inline code and listings (see `LONGEST_INLINE_CODE`). A word without a
 * letter or digit (a brace, an arrow) right after code belongs to it, and a
 * run that reaches the edge of what is loaded counts as a listing, since it
 * may go on beyond it.
 */
export function readParts(parts: readonly ResultPart[]): ExcerptText {
  const words = new Map<number, string>();
  const flagged = new Set<number>();
  for (const part of parts) {
    part.text.split(' ').forEach((word, offset) => words.set(part.start + offset, word));
    for (const [first, end] of part.code ?? []) {
      for (let offset = first; offset < end; offset += 1) flagged.add(part.start + offset);
    }
  }
  const locations = [...words.keys()].sort((a, b) => a - b);
  const code = new Set<number>();
  const listing = new Set<number>();
  let run: number[] = [];
  const closeRun = (reachesEdge: boolean) => {
    const letters = run.filter((location) => hasWordCharacter(words.get(location) ?? ''));
    const into = reachesEdge || letters.length > LONGEST_INLINE_CODE ? listing : code;
    for (const location of run) into.add(location);
    run = [];
  };
  locations.forEach((location, index) => {
    const previous = locations[index - 1];
    if (run.length > 0 && previous !== undefined && location !== previous + 1) closeRun(true);
    const word = words.get(location) ?? '';
    if (flagged.has(location) || (run.length > 0 && !hasWordCharacter(word))) {
      run.push(location);
    } else if (run.length > 0) {
      closeRun(run[0] === locations[0]);
    }
  });
  if (run.length > 0) closeRun(true);
  return {words, code, listing};
}

/** Whether a word ends a sentence (Pagefind ends each heading with a full stop, too). */
function endsSentence(word: string): boolean {
  return /[.!?:]["')\]”’]*$/.test(word);
}

/** The shown words of `[from, until)`, in order: no listing, nothing not loaded. */
function shownWords(text: ExcerptText, from: number, until: number): number[] {
  const shown: number[] = [];
  for (let location = from; location < until; location += 1) {
    if (text.words.has(location) && !text.listing.has(location)) shown.push(location);
  }
  return shown;
}

/**
 * Where among the shown words the excerpt starts: the window of `length`
 * shown words holding the most of the query's terms (then the most
 * matches), moved back to the start of its sentence when that is at most
 * half an excerpt before its first match.
 */
function excerptStart(
  text: ExcerptText,
  shown: readonly number[],
  matched: ReadonlySet<number>,
  terms: readonly string[],
  length: number,
): number {
  const hits = shown.flatMap((location, index) => (matched.has(location) ? [index] : []));
  if (hits.length === 0) return 0;
  let best = hits[0] ?? 0;
  let bestScore = -1;
  for (const start of hits) {
    const inWindow = hits.filter((index) => index >= start && index < start + length);
    const heldTerms = new Set(
      inWindow.flatMap((index) => matchedTerms(text.words.get(shown[index] ?? -1) ?? '', terms)),
    );
    const score = heldTerms.size + inWindow.length / 100;
    if (score > bestScore) {
      best = start;
      bestScore = score;
    }
  }
  for (let back = 0; back <= Math.floor(length / 2) && best - back >= 0; back += 1) {
    const before = shown[best - back - 1];
    if (before === undefined || endsSentence(text.words.get(before) ?? '')) return best - back;
    // A gap in the shown words (a listing left out) starts the prose after it afresh.
    if (before !== (shown[best - back] ?? 0) - 1) return best - back;
  }
  return Math.max(0, best - Math.floor(length / 4));
}

/**
 * An excerpt of the words in `[from, until)`: a sentence or two of prose
 * around the matched words (`matched`), with inline code in `<code>` and
 * the pieces of words that match a query term in `<mark>` (see
 * `highlightWord`), escaped, in the shape the modal splits into text (see
 * `excerptSegments`). Listings are never shown (see `LONGEST_INLINE_CODE`):
 * when every match is in one, the prose before it (which says what it
 * shows) is the excerpt, else the prose after it. About `length` words,
 * stretched to end its last sentence when that is near, with `…` where it
 * cuts one. Empty when the range has no prose at all.
 */
export function proseExcerpt(
  text: ExcerptText,
  matched: readonly number[],
  terms: readonly string[],
  length: number,
  from: number,
  until: number,
): string {
  const shown = shownWords(text, from, until);
  if (shown.length === 0) return '';
  const marked = new Set(matched.filter((location) => text.words.has(location)));
  const proseMatches = [...marked].filter((location) => !text.listing.has(location));
  let start: number;
  if (proseMatches.length > 0) {
    start = excerptStart(text, shown, marked, terms, length);
  } else {
    // Every match is in a listing: the sentences just before the first one, else just after.
    const first = Math.min(...marked, until);
    const before = shown.filter((location) => location < first).length;
    start = before > 0 ? Math.max(0, before - length) : 0;
  }
  let end = Math.min(shown.length, start + length);
  for (let more = 0; more < length / 4 && end < shown.length; more += 1) {
    if (endsSentence(text.words.get(shown[end - 1] ?? -1) ?? '')) break;
    end += 1;
  }
  let html = start > 0 && !endsSentence(text.words.get(shown[start - 1] ?? -1) ?? '') ? '… ' : '';
  let inCode = false;
  shown.slice(start, end).forEach((location, index) => {
    const word = text.words.get(location) ?? '';
    const isCode = text.code.has(location);
    const gap = index > 0 && location !== (shown[start + index - 1] ?? 0) + 1;
    if (inCode && (!isCode || gap)) {
      html += '</code>';
      inCode = false;
    }
    if (index > 0) html += gap ? ' … ' : ' ';
    if (isCode && !inCode) {
      html += '<code>';
      inCode = true;
    }
    html += marked.has(location)
      ? highlightWord(word, terms)
          .map((piece) =>
            piece.marked ? `<mark>${escapeHtml(piece.text)}</mark>` : escapeHtml(piece.text),
          )
          .join('')
      : escapeHtml(word);
  });
  if (inCode) html += '</code>';
  const last = text.words.get(shown[end - 1] ?? -1) ?? '';
  return end < shown.length && !endsSentence(last) ? `${html} …` : html;
}
