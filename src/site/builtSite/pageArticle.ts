import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {dependencyInternalChanged} from '../dependencyInternals/dependencyInternalChanged';
import {PAGES_PLUGIN_CLASS} from './pagesPluginClass';
import {checkThemeMarkup, HEADING_ANCHOR_CLASS} from './themeMarkup';
import {
  checkWrappedThemeComponents,
  COPY_PAGE_MARK,
  PAGE_FEEDBACK_MARK,
} from './wrappedThemeComponents';

/** Page types with an article worth indexing and copying; listings only repeat it. */
const CONTENT_PAGE_CLASSES = ['docs-doc-page', 'blog-post-page', PAGES_PLUGIN_CLASS];

/** Chrome inside an article that is not its content. */
const ARTICLE_CHROME = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  `.${HEADING_ANCHOR_CLASS}`,
  'button',
  'nav',
  'script',
  'style',
  COPY_PAGE_MARK,
  // Like the doc footer's date: which package version generated the page, and the feedback widget.
  '[data-reference-source]',
  PAGE_FEEDBACK_MARK,
];

/**
 * The article of a built page, without the chrome inside it (`ARTICLE_CHROME`);
 * `undefined` for pages that are not content: listings, the not-found page, the search page.
 * The search index and the Markdown twins both start from it.
 */
export function pageArticle($: CheerioAPI): Cheerio<Element> | undefined {
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  if (
    !CONTENT_PAGE_CLASSES.some((name) => htmlClasses.includes(name)) ||
    $('[data-search-page]').length
  ) {
    return undefined;
  }
  // A component that suspends while the server renders makes React stream
  // the page: its content moves to a hidden `<div id="S:…">` at the end of
  // the body. No page of the site should; if one does, its content would be
  // missing from search and from its twin, so stop.
  if ($('template[id^="B:"]').length > 0) {
    throw dependencyInternalChanged(
      'react-streamed-ssr',
      'A page was streamed: some component suspended during server rendering, so its content is outside the article. Render it without lazy loading on the server.',
    );
  }
  const articleElement = $('main article').first();
  const article = articleElement.length ? articleElement : $('main').first();
  if (!article.length) {
    return undefined;
  }
  checkThemeMarkup(article);
  checkWrappedThemeComponents(htmlClasses, article, articleElement.length > 0);
  article.find(ARTICLE_CHROME.join(',')).remove();
  return article;
}
