import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Code, Nodes} from 'mdast';

/**
 * The sources of the mermaid code blocks of a Markdown or MDX page, as
 * remark reads them: the same strings the build later asks to be drawn, so
 * drawing them ahead fills the cache the build reads. The page is parsed as
 * CommonMark without MDX's syntax; a block that parses differently there is
 * only drawn later, during bundling, so a miss costs time, not correctness.
 */
export function mermaidSources(markdown: string): string[] {
  const sources: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code' && (node as Code).lang === 'mermaid') sources.push(node.value);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(markdown));
  return sources;
}
