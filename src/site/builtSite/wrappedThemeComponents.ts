import type {Cheerio} from 'cheerio';
import type {Element} from 'domhandler';
import {dependencyInternalChanged} from '../dependencyInternals/dependencyInternalChanged';

/** The "Copy page" control, which the site's `DocItem/Content` wrapper puts above a doc. */
export const COPY_PAGE_MARK = '[data-copy-page]';

/** "Was this page helpful?", which the site's footer wrappers put at the end of a doc or a post. */
export const PAGE_FEEDBACK_MARK = '[data-page-feedback]';

/**
 * The theme components `src/theme` wraps that Docusaurus classes as unsafe
 * to wrap, each with the page type (its `<html>` class) whose article must
 * hold what the wrapper adds.
 */
const UNSAFE_WRAPS = [
  {component: 'DocItem/Content', pageClass: 'docs-doc-page', mark: COPY_PAGE_MARK},
  {component: 'DocItem/Footer', pageClass: 'docs-doc-page', mark: PAGE_FEEDBACK_MARK},
  {component: 'BlogPostItem/Footer', pageClass: 'blog-post-page', mark: PAGE_FEEDBACK_MARK},
] as const;

/**
 * Stops the build when a doc or a post has no `<article>` in its `<main>`
 * (`hasArticleElement`), where the theme lays the wrapped components out and
 * the page readers find its content apart from the table of contents beside
 * it; or when its article lacks what one of the site's wrappers of an
 * unsafe theme component adds: the theme no longer renders that component
 * inside the article, and the "Copy page" control or the feedback question
 * would be missing from every such page. `htmlClasses` are the classes of
 * the page's `<html>`.
 */
export function checkWrappedThemeComponents(
  htmlClasses: readonly string[],
  article: Cheerio<Element>,
  hasArticleElement: boolean,
): void {
  const pageClass = UNSAFE_WRAPS.find((wrap) => htmlClasses.includes(wrap.pageClass))?.pageClass;
  if (pageClass && !hasArticleElement) {
    throw dependencyInternalChanged(
      'theme-unsafe-wraps',
      `A ${pageClass} page has no <article> in its <main>, where the theme lays out the components the site wraps and the page readers find its content.`,
    );
  }
  for (const wrap of UNSAFE_WRAPS) {
    if (htmlClasses.includes(wrap.pageClass) && article.find(wrap.mark).length === 0) {
      throw dependencyInternalChanged(
        'theme-unsafe-wraps',
        `A ${wrap.pageClass} article has no ${wrap.mark}, which the site's wrapper of the theme's ${wrap.component} adds.`,
      );
    }
  }
}
