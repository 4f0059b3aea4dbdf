import {load} from 'cheerio';
import katex from 'katex';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mathFromMarkdown} from 'mdast-util-math';
import {math} from 'micromark-extension-math';
import type {Nodes} from 'mdast';

/**
 * The characters KaTeX typesets for the maths of a Markdown or MDX page
 * (`$…$` and `$$…$$`, as remark-math reads them), so the maths fonts can be
 * cut to what the site shows. The page is read as CommonMark without MDX's
 * syntax; the build checks the pages it writes against the result (see
 * `uncoveredMathsCharacters`), so a formula this misses stops the build
 * instead of showing in a fallback font.
 */
export function mathsCharacters(markdown: string): Set<string> {
  const characters = new Set<string>();
  // remark-math opens maths only at a dollar sign; parsing every page without one took seconds of each build's start.
  if (!markdown.includes('$')) return characters;
  const visit = (node: Nodes) => {
    if (node.type === 'math' || node.type === 'inlineMath') {
      const html = katex.renderToString(node.value, {
        displayMode: node.type === 'math',
        output: 'html',
        throwOnError: false,
      });
      for (const character of load(html).text()) characters.add(character);
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(markdown, {extensions: [math()], mdastExtensions: [mathFromMarkdown()]}));
  return characters;
}
