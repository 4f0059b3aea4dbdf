import {headingIds} from '../../mcp/librarySymbols/headingIds';
import type {ParsedPage} from '../../site/builtSite/readBuiltPages';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {libraryOfPath} from '../../site/references/referenceRoutes';

/**
 * Stops the build when a livelink.js or livelink.react reference page has a
 * heading whose id is not the one the MCP server works out from the page's
 * Markdown twin (`headingIds`, with `@docusaurus/utils`'s `createSlugger`):
 * its links to the members of a symbol would point nowhere. The two agree
 * while that slugger is the one Docusaurus numbers heading ids with, and
 * while Docusaurus keeps the ids the deprecation notices set before adding
 * their badge; neither is promised.
 */
export function checkTwinHeadingIds(page: ParsedPage, markdown: string): void {
  if (!libraryOfPath(page.url)) return;
  const pageIds = new Set(
    page.article
      .find('h2[id], h3[id], h4[id], h5[id], h6[id]')
      .toArray()
      .map((heading) => heading.attribs.id),
  );
  const unknown = [...headingIds(markdown).values()].filter((id) => !pageIds.has(id));
  if (unknown.length > 0) {
    throw dependencyInternalChanged(
      'docusaurus-heading-slugs',
      `${page.url} has no heading with the id ${unknown.slice(0, 3).join(', ')} that its Markdown twin's headings give with createSlugger, as the MCP server links members.`,
    );
  }
}
