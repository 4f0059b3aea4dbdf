import {describe, expect, it} from 'vitest';
import {searchableHtml} from '../../src/plugins/search/indexing/searchableHtml';
import {docArticle} from '../support/docArticle';

describe('searchableHtml', () => {
  const page = (htmlClass: string, main: string) =>
    `<html lang="en" class="${htmlClass}"><head><title>T</title><meta name="docusaurus_locale" content="en"><meta name="docusaurus_version" content="current"><meta name="docusaurus_tag" content="docs-default-current"></head><body><nav class="navbar">Navbar words</nav><aside>Sidebar words</aside><main>${main}</main><footer>Footer words</footer></body></html>`;

  it('keeps the article with its heading ids, and adds title, section and filters', () => {
    const html = searchableHtml(
      page(
        'docs-wrapper docs-doc-page',
        `${docArticle('<nav class="theme-doc-breadcrumbs">Crumbs</nav><h1>Lights</h1><h2 id="spot_light">spot_light<a class="hash-link" href="#spot_light">#</a></h2><p>Cone words</p>')}<div class="theme-doc-toc-desktop">TOC words</div>`,
      ),
      '/engine/ecs/lights',
    );
    expect(html).toContain('<h2 id="spot_light">spot_light</h2>');
    expect(html).toContain('Cone words');
    for (const chrome of ['Navbar words', 'Sidebar words', 'Footer words', 'TOC words', 'Crumbs']) {
      expect(html).not.toContain(chrome);
    }
    expect(html).toContain('data-pagefind-meta="title[content]" content="Lights"');
    expect(html).toContain('data-pagefind-filter="section[content]" content="Guide"');
    expect(html).toContain('data-pagefind-filter="version[content]" content="current"');
    expect(html).toContain('data-pagefind-filter="tag[content]" content="docs-default-current"');
  });

  it('skips listings, the not-found page and the search page', () => {
    expect(
      searchableHtml(
        page('blog-wrapper blog-list-page', '<article><h2>Post</h2></article>'),
        '/devlog',
      ),
    ).toBeUndefined();
    expect(searchableHtml(page('docs-wrapper', '<h1>Page Not Found</h1>'), '/404')).toBeUndefined();
    expect(
      searchableHtml(
        page('plugin-pages', '<div data-search-page><h1>Search</h1></div>'),
        '/search',
      ),
    ).toBeUndefined();
  });

  it('stops on a doc page whose docs tag the searches run outside a page do not send', () => {
    const doc = (tag: string) =>
      page('docs-wrapper docs-doc-page', docArticle('<h1>Lights</h1>')).replace(
        'docs-default-current',
        tag,
      );
    expect(searchableHtml(doc('docs-default-current'), '/engine/ecs/lights')).toContain('Lights');
    expect(() => searchableHtml(doc('docs-default-next'), '/engine/ecs/lights')).toThrow(
      /"docs-default-next".*"docs-search-tag"/,
    );
    // A post carries the blog's tag, which no search filters docs by.
    const post = page(
      'blog-wrapper blog-post-page',
      '<article><h1>Post</h1><div data-page-feedback></div></article>',
    );
    expect(
      searchableHtml(post.replace('docs-default-current', 'blog-posts-default'), '/devlog/post'),
    ).toContain('Post');
  });

  it('refuses a content page without an h1, rather than take its title with the site’s name', () => {
    expect(() =>
      searchableHtml(
        page('docs-wrapper docs-doc-page', docArticle('<p>Words without a title</p>')),
        '/engine/untitled',
      ),
    ).toThrow(/without an h1 heading/);
  });
});

describe('pageArticle', () => {
  it('refuses a page React streamed, whose content sits outside its article', async () => {
    const {load} = await import('cheerio');
    const {pageArticle} = await import('../../src/site/builtSite/pageArticle');
    const $ = load(
      '<html class="docs-doc-page"><main><article><!--$?--><template id="B:0"></template><div class="spinner">Loading</div><!--/$--></article></main><div hidden id="S:0"><h1>Get a user</h1></div></html>',
    );
    expect(() => pageArticle($)).toThrow(/streamed/);
  });

  it('leaves out the reference-source line and the feedback widget, which are not the page', async () => {
    const {load} = await import('cheerio');
    const {pageArticle} = await import('../../src/site/builtSite/pageArticle');
    const $ = load(
      `<html class="docs-doc-page"><main>${docArticle('<h1>Scene</h1><p>Body.</p><p data-reference-source><small>Generated from @3dverse/livelink 0.8.62.</small></p>')}</main></html>`,
    );
    const article = pageArticle($);
    expect(article?.text()).toBe('SceneBody.');
    expect(article?.find('[data-page-feedback], [data-copy-page]').length).toBe(0);
  });

  it('stops on theme markup its readers no longer recognise: a heading anchor or maths of another shape', async () => {
    const {load} = await import('cheerio');
    const {pageArticle} = await import('../../src/site/builtSite/pageArticle');
    const page = (body: string) =>
      load(
        `<html class="docs-doc-page"><main>${docArticle(`<h1>Scene</h1>${body}`)}</main></html>`,
      );
    const heading = (linkClass: string) =>
      `<h2 id="entities">Entities<a href="#entities" class="${linkClass}" aria-label="Direct link">#</a></h2>`;
    const maths = (inner: string) => `<p><span class="katex">${inner}</span></p>`;
    const tex =
      '<math><semantics><annotation encoding="application/x-tex">x^2</annotation></semantics></math>';
    const typeset = '<span class="katex-html" aria-hidden="true">x2</span>';
    expect(pageArticle(page(heading('hash-link') + maths(tex + typeset)))?.text()).toBe(
      'SceneEntitiesx^2x2',
    );
    expect(() => pageArticle(page(heading('anchor-link')))).toThrow(/theme-heading-anchor/);
    expect(() => pageArticle(page(maths(typeset)))).toThrow(/katex-markup/);
    expect(() => pageArticle(page(maths(tex)))).toThrow(/katex-markup/);
  });
});
