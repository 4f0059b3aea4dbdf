/** The width the maintainer documents wrap their prose at. */
export const MAINTAINER_DOCS_WIDTH = 100;

/**
 * A word that would open a block of its own at a line's start: a list, a
 * quote, a heading or a table row.
 */
const OPENS_A_BLOCK = /^(?:[-+*>#|]|\d+[.)])/;

/**
 * `text` as a Markdown list item (`- ` then the text), wrapped at `width`
 * columns with its later lines indented under the first, as the
 * hand-written documents are. A line breaks only between words, and never
 * before a word that would open a block of its own there; a single word
 * wider than the line stays whole.
 */
export function wrappedListItem(text: string, width = MAINTAINER_DOCS_WIDTH): string {
  const lines: string[] = [];
  let line = '-';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const fits = line.length + 1 + word.length <= width;
    if (fits || line === '-' || OPENS_A_BLOCK.test(word)) {
      line = `${line} ${word}`;
    } else {
      lines.push(line);
      line = `  ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}
