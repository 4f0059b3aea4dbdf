import {toMarkdown} from 'mdast-util-to-markdown';
import {searchSections} from '../../site/searchSection';
import type {MachinePage} from './machinePage';
import {markdownPath} from './markdownPath';

/**
 * How coding agents reach the docs beyond this file: the MCP server
 * (src/mcp), which the production server serves at `/mcp`.
 */
function agentNote(url: string): string {
  return `Coding agents can also use these docs through an MCP server, with read-only tools: \`search_docs\` (the site's search), \`read_page\` (any page as Markdown), \`list_api_operations\` and \`get_api_operation\` (the REST API) and \`get_symbol\` (livelink.js and livelink.react signatures). Connect to ${url}/mcp over Streamable HTTP, or run \`npm run --silent mcp\` in a checkout of the docs site for standard input and output.`;
}

/**
 * A page's list item: a link to its twin, with the title and description
 * escaped where Markdown would read them as markup (`AssetRef<T>`'s `<T>`
 * as HTML, `a_b_c` as emphasis).
 */
function pageItem(title: string, twinUrl: string, description: string): string {
  const line = toMarkdown({
    type: 'paragraph',
    children: [
      {type: 'link', url: twinUrl, children: [{type: 'text', value: title}]},
      ...(description ? [{type: 'text' as const, value: `: ${description}`}] : []),
    ],
  }).trim();
  return `- ${line}`;
}

/**
 * `/llms.txt`: the site's title and summary, a note on the MCP server for
 * coding agents, then each section with its pages, each linking to its
 * Markdown twin with a one-line description (the llms.txt convention).
 */
export function llmsTxt(
  site: {title: string; tagline: string; url: string},
  pages: readonly MachinePage[],
): string {
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, '', agentNote(site.url), ''];
  for (const section of searchSections) {
    const inSection = pages.filter((page) => page.section === section);
    if (inSection.length === 0) continue;
    lines.push(`## ${section}`, '');
    for (const page of [...inSection].sort((a, b) => a.path.localeCompare(b.path))) {
      const description = page.description.replace(/\s+/g, ' ').trim();
      lines.push(pageItem(page.title, `${site.url}${markdownPath(page.path)}`, description));
    }
    lines.push('');
  }
  return lines.join('\n');
}
