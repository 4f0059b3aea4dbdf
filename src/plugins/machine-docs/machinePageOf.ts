import type {ParsedPage} from '../../site/builtSite/readBuiltPages';
import {searchSection} from '../../site/searchSection';
import {articleMarkdown} from './articleMarkdown';
import type {MachinePage} from './machinePage';
import {checkTwinHeadingIds} from './twinHeadingIds';

/**
 * A content page with its Markdown: from `markdownByPath` when the page is
 * there (see `readOperationMarkdown`), else converted from its article. The
 * article is converted from a detached copy, so the page is left as it was
 * for the readers after this one, and a lookup up the tree (a code block's
 * language) stops at the article. Every heading id a library reference's
 * twin gives must be one its page has (see `checkTwinHeadingIds`).
 */
export function machinePageOf(
  page: ParsedPage,
  siteUrl: string,
  markdownByPath: ReadonlyMap<string, string> = new Map(),
): MachinePage {
  const markdown =
    markdownByPath.get(page.url) ??
    articleMarkdown(page.$, page.article.clone(), siteUrl, page.url);
  checkTwinHeadingIds(page, markdown);
  return {
    path: page.url,
    title: page.title,
    description: page.description,
    section: searchSection(page.url),
    markdown,
  };
}
