import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {resolveStreamedSuspense} from './resolveStreamedSuspense';

/** Page types with an article worth indexing and copying; listings only repeat it. */
const CONTENT_PAGE_CLASSES = ['docs-doc-page', 'blog-post-page', 'plugin-pages'];

/** Chrome inside an article that is not its content. */
const ARTICLE_CHROME = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.hash-link',
  'button',
  'nav',
  'script',
  'style',
  '[data-copy-page]',
];

/**
 * The article of a built page, once streamed content is in place and the
 * chrome inside it (plus `extraChrome`) is removed; `undefined` for pages
 * that are not content: listings, the not-found page, the search page.
 * The search index and the Markdown twins both start from it.
 */
export function pageArticle(
  $: CheerioAPI,
  extraChrome: readonly string[] = [],
): Cheerio<Element> | undefined {
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  if (
    !CONTENT_PAGE_CLASSES.some((name) => htmlClasses.includes(name)) ||
    $('[data-search-page]').length
  ) {
    return undefined;
  }
  resolveStreamedSuspense($);
  const article = $('main article').first().length ? $('main article').first() : $('main').first();
  if (!article.length) {
    return undefined;
  }
  article.find([...ARTICLE_CHROME, ...extraChrome].join(',')).remove();
  return article;
}
