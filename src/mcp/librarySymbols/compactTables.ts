import {fenceAfter} from '../markdownSections';

/**
 * Tables with their alignment padding removed: TypeDoc pads every cell to
 * the widest one, which spends an agent's characters on spaces and dashes.
 */
export function compactTables(markdown: string): string {
  let openFence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const wasOpen = openFence !== undefined;
      openFence = fenceAfter(line, openFence);
      if (wasOpen || openFence !== undefined || !line.trimStart().startsWith('|')) return line;
      // `[]()` is an empty anchor TypeDoc puts before names in tables.
      return line
        .replace(/ {2,}/g, ' ')
        .replace(/-{4,}/g, '---')
        .replace(/\[\]\(\)/g, '');
    })
    .join('\n');
}
