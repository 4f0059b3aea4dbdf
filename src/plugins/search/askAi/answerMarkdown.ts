import type {Nodes, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';

/**
 * Parses a model's answer as GitHub-flavoured Markdown, with micromark. It
 * copes with an answer cut anywhere mid-stream: an unclosed fence is a code
 * block that runs to the end, an unclosed `**` stays text. Raw HTML comes
 * out as `html` nodes, which the renderer shows as text.
 */
export function parseAnswer(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/**
 * The address a link of an answer may point at, or undefined: web pages
 * (http, https), the site's own paths and anchors. Anything else
 * (`javascript:`, `data:`, `vbscript:`, a protocol-relative `//host`) is
 * rendered as plain text, since the model's output is not trusted.
 */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^(\/(?!\/)|#)/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The plain text of a node, as a fallback for what is not rendered as such. */
export function nodeText(node: Nodes): string {
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map((child) => nodeText(child)).join('');
  return '';
}
