import {fencedLines} from '../markdownFences';

/**
 * Tables with their alignment padding removed: TypeDoc pads every cell to
 * the widest one, which spends an agent's characters on spaces and dashes.
 */
export function compactTables(markdown: string): string {
  const lines = markdown.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, index) => {
      if (fenced[index] || !line.trimStart().startsWith('|')) return line;
      // `[]()` is an empty anchor TypeDoc puts before names in tables.
      return line
        .replace(/ {2,}/g, ' ')
        .replace(/-{4,}/g, '---')
        .replace(/\[\]\(\)/g, '');
    })
    .join('\n');
}
