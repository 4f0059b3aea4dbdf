import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {pageArticle} from '../../src/site/builtSite/pageArticle';
import {docArticle} from '../support/docArticle';

describe('the theme components the site wraps, as the page readers find them', () => {
  const page = (htmlClass: string, main: string) =>
    load(`<html class="${htmlClass}"><main>${main}</main></html>`);
  const feedback = '<div data-page-feedback="asking"></div>';

  it('pass a doc and a post whose article holds what the wrappers add', () => {
    expect(pageArticle(page('docs-doc-page', docArticle('<h1>Scene</h1>')))?.text()).toBe('Scene');
    expect(
      pageArticle(page('blog-post-page', `<article><h1>Post</h1>${feedback}</article>`))?.text(),
    ).toBe('Post');
  });

  it("stop the build on a doc or a post whose article lacks a wrapper's mark", () => {
    expect(() =>
      pageArticle(page('docs-doc-page', `<article><h1>Scene</h1>${feedback}</article>`)),
    ).toThrow(/\[data-copy-page\].*DocItem\/Content.*"theme-unsafe-wraps"/);
    expect(() =>
      pageArticle(
        page('docs-doc-page', '<article><div data-copy-page></div><h1>Scene</h1></article>'),
      ),
    ).toThrow(/DocItem\/Footer/);
    expect(() => pageArticle(page('blog-post-page', '<article><h1>Post</h1></article>'))).toThrow(
      /BlogPostItem\/Footer/,
    );
  });

  it('stop the build on a doc without an article, whose table of contents would join its content', () => {
    const withoutArticle = docArticle('<h1>Scene</h1>').replace(/^<article>|<\/article>$/g, '');
    expect(() =>
      pageArticle(
        page('docs-doc-page', `${withoutArticle}<div class="theme-doc-toc-desktop">TOC</div>`),
      ),
    ).toThrow(/no <article> in its <main>.*"theme-unsafe-wraps"/);
    // A page of src/pages lays its content out in <main> itself.
    expect(pageArticle(page('plugin-pages', '<h1>Samples</h1>'))?.text()).toBe('Samples');
  });
});
