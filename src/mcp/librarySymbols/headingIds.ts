import {fencedLines} from '../markdownFences';
import {unescapeMarkdown} from './unescapeMarkdown';

/** A GitHub-style heading id, as the site gives its headings (before numbering repeats). */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The id of every heading below the title, by line index, numbered as the
 * site numbers repeated ids, so that a link can point at one member of a page.
 */
export function headingIds(markdown: string): Map<number, string> {
  const ids = new Map<number, string>();
  const used = new Map<string, number>();
  const lines = markdown.split(/\r?\n/);
  const fenced = fencedLines(lines);
  lines.forEach((line, index) => {
    const heading = /^#{2,6}\s+(.*?)\s*$/.exec(line)?.[1];
    if (fenced[index] || heading === undefined) return;
    const base = slug(unescapeMarkdown(heading.replace(/~~/g, '')));
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    ids.set(index, count === 0 ? base : `${base}-${count}`);
  });
  return ids;
}
