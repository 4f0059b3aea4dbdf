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

/** An origin no link can name, against which a path is resolved to see where it leads. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * The address a link of an answer may point at, or undefined: web pages
 * (http, https), the site's own paths and anchors. Anything else
 * (`javascript:`, `data:`, `vbscript:`, a protocol-relative `//host`) is
 * rendered as plain text, since the model's output is not trusted. A path
 * is given as the browser resolves it: browsers read `/\host` as `//host`,
 * which would lead off the site under an internal link.
 */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/')) {
    const resolved = new URL(trimmed, SITE_ORIGIN);
    return resolved.origin === SITE_ORIGIN
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : undefined;
  }
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
