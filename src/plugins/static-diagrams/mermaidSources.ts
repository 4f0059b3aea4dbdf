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
  return mermaidBlocks(markdown).map(({source}) => source);
}

/** The mermaid code blocks of a page, each with the line of its opening fence. */
export function mermaidBlocks(markdown: string): {source: string; line: number}[] {
  const sources: {source: string; line: number}[] = [];
  // Most pages have no diagram, and parsing every page took seconds of each build's start.
  if (!markdown.includes('mermaid')) return sources;
  const visit = (node: Nodes) => {
    if (node.type === 'code' && (node as Code).lang === 'mermaid') {
      sources.push({source: node.value, line: node.position?.start.line ?? 0});
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(markdown));
  return sources;
}
