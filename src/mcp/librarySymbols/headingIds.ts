import {createSlugger} from '@docusaurus/utils';
import {fencedLines} from '../markdownFences';
import {unescapeMarkdown} from '../../site/references/unescapeMarkdown.mjs';

/**
 * The id of every heading below the title, by line index, numbered as the
 * site numbers repeated ids, so that a link can point at one member of a page.
 */
export function headingIds(markdown: string): Map<number, string> {
  const ids = new Map<number, string>();
  // Docusaurus's own slugger, so that ids and their numbering are the pages'.
  const slugs = createSlugger();
  const lines = markdown.split(/\r?\n/);
  const fenced = fencedLines(lines);
  lines.forEach((line, index) => {
    const heading = /^#{2,6}\s+(.*?)\s*$/.exec(line)?.[1];
    if (fenced[index] || heading === undefined) return;
    ids.set(index, slugs.slug(unescapeMarkdown(heading.replace(/~~/g, ''))));
  });
  return ids;
}
