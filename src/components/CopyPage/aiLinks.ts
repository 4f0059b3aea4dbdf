// Relative, not @site/…, so the unit tests can import this file without Docusaurus's aliases.
import {markdownPath} from '../../plugins/machine-docs/markdownPath';

/**
 * The site path of a page's Markdown twin: the page's path with `.md`
 * appended, a trailing slash left out, `/index.md` for the home page.
 */
export function twinPath(pathname: string): string {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return markdownPath(page || '/');
}

/** The absolute address of a page's Markdown twin on the site at `siteUrl`. */
export function twinUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${twinPath(pathname)}`;
}

/**
 * What a new chat starts with: the assistant is sent to the page's twin
 * and told the reader's questions will be about it, so it reads the page
 * before answering anything.
 */
export function chatPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl}, a page of the 3dverse documentation in Markdown, so that you can answer my questions about it.`;
}

/** A query string with every value percent-encoded (spaces as %20, which every parser reads). */
function query(parameters: Record<string, string>): string {
  return Object.entries(parameters)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * A link that opens a new ChatGPT chat with `prompt` in its input. No
 * OpenAI page documents such links: `q` (the prompt) and `hints=search`
 * (web search on, so the assistant can fetch the twin) are parameters
 * chatgpt.com reads today without promising to, so this may need changing.
 */
export function chatGptUrl(prompt: string): string {
  return `https://chatgpt.com/?${query({hints: 'search', q: prompt})}`;
}

/**
 * A link that opens a new Claude chat with `prompt` in its input: `/new`
 * with the prompt in `q`, as Anthropic documents for its desktop app's
 * `claude://claude.ai/new?q=…` links, the same path and parameter on the
 * web (https://support.claude.com/en/articles/14729294-open-claude-desktop-with-a-link).
 */
export function claudeUrl(prompt: string): string {
  return `https://claude.ai/new?${query({q: prompt})}`;
}
