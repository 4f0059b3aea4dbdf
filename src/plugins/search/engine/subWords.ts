/**
 * The letters-and-digits runs of a word, with camelCase humps cut apart,
 * as positions in the word: `setCamera` gives `set` and `Camera`,
 * `HTTPServer` gives `HTTP` and `Server`, `Vec3` gives `Vec` and `3`. The
 * highlighter marks these pieces, and title coverage counts them as words,
 * so a title covers what a result shows matched.
 */
export function subWords(word: string): {start: number; end: number}[] {
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
