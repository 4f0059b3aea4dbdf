/**
 * The line every Markdown twin starts with, pointing at `/llms.txt`. A twin
 * is often read alone (fetched by an agent, pasted into a chat), and this
 * line is how its reader learns that every other page exists in the same
 * form. It is a blockquote rather than an HTML comment: agents and the tools
 * that feed them read a blockquote as text, while comments are often
 * dropped or taken for markup meant for nobody.
 */
export function llmsTxtPointer(site: {title: string; url: string}): string {
  return `> Part of the ${site.title}. Every page is listed, with its Markdown address, at ${site.url}/llms.txt`;
}

/** The pointer and the blank line after it, wherever a twin's reader needs it gone. */
const POINTER_AT_START = /^> [^\n]*\/llms\.txt\n\n/;

/** A page's Markdown as its twin is written: the pointer to `/llms.txt`, then the page. */
export function withLlmsTxtPointer(markdown: string, site: {title: string; url: string}): string {
  return `${llmsTxtPointer(site)}\n\n${markdown}`;
}

/**
 * A twin's Markdown without the pointer it starts with, for readers that
 * want the page itself (its title is then the first line). Text without the
 * pointer is returned as it is.
 */
export function withoutLlmsTxtPointer(markdown: string): string {
  return markdown.replace(POINTER_AT_START, '');
}
