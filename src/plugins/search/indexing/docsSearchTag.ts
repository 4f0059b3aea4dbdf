import type {CheerioAPI} from 'cheerio';
import {dependencyInternalChanged} from '../../../site/dependencyInternals/dependencyInternalChanged';
import {SITE_SEARCH_CONTEXT} from '../engine/siteSearchContext';

/**
 * Stops the build when a doc page's `docusaurus_tag` (the docs tag the index
 * filters by, and the search box sends from a doc page) is not among the
 * tags of `SITE_SEARCH_CONTEXT`, which searches run outside a page send:
 * the MCP server's, the scripts' and the bench's would find no doc page.
 * The docs plugin writes the tag as `docs-<plugin id>-<version>`, a form
 * the search context repeats but no document fixes.
 */
export function checkDocsSearchTag($: CheerioAPI): void {
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  if (!htmlClasses.includes('docs-doc-page')) return;
  const tag = $('meta[name="docusaurus_tag"]').attr('content');
  if (tag === undefined || !SITE_SEARCH_CONTEXT.tags.includes(tag)) {
    throw dependencyInternalChanged(
      'docs-search-tag',
      `A doc page's docusaurus_tag is ${tag === undefined ? 'missing' : `"${tag}"`}, which the search context of searches run outside a page (${SITE_SEARCH_CONTEXT.tags.join(', ')}) does not send.`,
    );
  }
}
