/**
 * The article of a built doc page around `content`, with what the site's
 * wrappers of the theme's `DocItem/Content` and `DocItem/Footer` add to
 * every one: the "Copy page" control before it and the feedback question
 * after it. The build stops on a doc article without them, so a page a
 * test hands the page readers carries them as a built one does.
 */
export function docArticle(content: string): string {
  return `<article><div data-copy-page><button type="button">Copy page</button></div>${content}<div data-page-feedback="asking"></div></article>`;
}
