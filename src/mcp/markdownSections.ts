import {FENCE_OPENING, fenceAfter, fencedLines} from './markdownFences';

/*
 * A small, line-based reading of the Markdown twins: headings split a page
 * into nested sections, and headings inside fenced code are not headings.
 * The twins are machine-written and regular, so a full Markdown parser would
 * buy nothing here.
 */

/** One heading of a Markdown document with the text it owns. */
export type MarkdownSection = {
  /** Heading level, 1 to 6; 0 for the document itself. */
  depth: number;
  /** The heading's text as written, without the leading `#`s. */
  heading: string;
  /** Index of the heading's line in the document (0-based); -1 for the document itself. */
  line: number;
  /** The text between the heading and its first subheading. */
  lead: string;
  /** Everything under the heading, subsections included, without the heading line. */
  body: string;
  /** The sections one level down (any deeper heading that directly follows counts). */
  children: MarkdownSection[];
};

/** A fenced code block. */
export type CodeBlock = {
  /** The info string's first word (`ts`, `tsx`, `json`), or '' when there is none. */
  language: string;
  code: string;
};

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Parses a Markdown document into a tree of sections under a root of depth 0. */
export function parseMarkdownSections(markdown: string): MarkdownSection {
  const lines = markdown.split(/\r?\n/);
  type Heading = {depth: number; text: string; line: number};
  const headings: Heading[] = [];
  const fenced = fencedLines(lines);
  lines.forEach((line, index) => {
    if (fenced[index]) return;
    const match = HEADING.exec(line);
    if (match) headings.push({depth: match[1]?.length ?? 1, text: match[2] ?? '', line: index});
  });

  const build = (
    depth: number,
    heading: string,
    line: number,
    to: number,
    inner: Heading[],
  ): MarkdownSection => {
    const from = line + 1;
    const children: MarkdownSection[] = [];
    let position = 0;
    while (position < inner.length) {
      const head = inner[position] as Heading;
      // The child owns every following heading deeper than itself.
      let end = position + 1;
      while (end < inner.length && (inner[end] as Heading).depth > head.depth) end += 1;
      const childEnd = end < inner.length ? (inner[end] as Heading).line : to;
      children.push(
        build(head.depth, head.text, head.line, childEnd, inner.slice(position + 1, end)),
      );
      position = end;
    }
    const leadEnd = inner[0]?.line ?? to;
    return {
      depth,
      heading,
      line,
      lead: lines.slice(from, leadEnd).join('\n').trim(),
      body: lines.slice(from, to).join('\n').trim(),
      children,
    };
  };
  return build(0, '', -1, lines.length, headings);
}

/**
 * The blocks of a piece of Markdown: runs of lines separated by blank lines,
 * a fenced code block (blank lines included) always staying in one block.
 */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const lines = markdown.split(/\r?\n/);
  const fenced = fencedLines(lines);
  for (const [index, line] of lines.entries()) {
    if (!fenced[index] && line.trim() === '') {
      if (current.length > 0) blocks.push(current.join('\n'));
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}

/** The fenced code blocks of a piece of Markdown, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let openFence: string | undefined;
  let current: {language: string; lines: string[]} | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const before = openFence;
    openFence = fenceAfter(line, openFence);
    if (before === undefined && openFence !== undefined) {
      current = {language: FENCE_OPENING.exec(line)?.[2] ?? '', lines: []};
    } else if (before !== undefined && openFence === undefined) {
      if (current) blocks.push({language: current.language, code: current.lines.join('\n')});
      current = undefined;
    } else if (current) {
      current.lines.push(line);
    }
  }
  return blocks;
}

/** Markdown links written as their text alone: `[Scene](https://…)` becomes `Scene`. */
export function withoutLinks(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1');
}
