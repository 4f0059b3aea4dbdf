import {parseBuiltPage, type ParsedPage} from '../../../site/builtSite/readBuiltPages';
import {searchSection} from '../../../site/searchSection';
import {escapeHtml} from '../../../site/escapeHtml';
import {checkDocsSearchTag} from './docsSearchTag';

/**
 * Elements Pagefind leaves out of a page's text (`REMOVE_SELECTORS` in
 * Pagefind's parser). Removing them first changes nothing in the index, and
 * lets the site's own reading of the page line up with Pagefind's, word for
 * word (see `codeWords`).
 */
const PAGEFIND_REMOVES = [
  'head',
  'style',
  'script',
  'noscript',
  'label',
  'form',
  'svg',
  'footer',
  'nav',
  'iframe',
  'template',
];

/** Besides the article chrome: what only adds noise to a search index. */
const NOT_SEARCHABLE = [
  ...PAGEFIND_REMOVES,
  // Typeset maths is single letters and symbols, which would match any query starting with them.
  '.katex',
  '[data-search-ignore]',
  '[data-pagefind-ignore]',
];

/** The Docusaurus metadata the index keeps as filters, by filter name. */
const FILTER_METAS = {
  language: 'docusaurus_locale',
  version: 'docusaurus_version',
  tag: 'docusaurus_tag',
} as const;

/**
 * Reduces a built page to what Pagefind should index: the article body only
 * (no navbar, sidebar, footer or table of contents), its headings kept with
 * their ids so results can link to sections, the page title as `title`
 * metadata, and its section, language, version and docs tag as filters.
 * Returns `undefined` for pages that are not worth a result: listings, the
 * not-found page, the search page itself.
 */
export function searchableHtml(pageHtml: string, pathname: string): string | undefined {
  const page = parseBuiltPage(pathname, pageHtml);
  return page && searchableArticle(page, pathname);
}

/**
 * `searchableHtml` for a page already parsed, from its article (see
 * `pageArticle`), which it changes: what `readSearchPages` reads from the
 * article afterwards is then what Pagefind indexes.
 */
export function searchableArticle(
  {$, article, title}: Pick<ParsedPage, '$' | 'article' | 'title'>,
  pathname: string,
): string {
  checkDocsSearchTag($);
  article.find(NOT_SEARCHABLE.join(',')).remove();
  const heading = article.find('h1').first();
  // Page titles outrank headings (Pagefind gives an h1 7 by default) and body text.
  heading.attr('data-pagefind-weight', '10');
  const filters: Record<string, string> = {section: searchSection(pathname)};
  for (const [filter, metaName] of Object.entries(FILTER_METAS)) {
    const value = $(`meta[name="${metaName}"]`).attr('content');
    if (value) {
      filters[filter] = value;
    }
  }
  const filterTags = Object.entries(filters)
    .map(
      ([name, value]) =>
        `<meta data-pagefind-filter="${name}[content]" content="${escapeHtml(value)}">`,
    )
    .join('');
  const lang = $('html').attr('lang') ?? 'en';
  return [
    `<html lang="${escapeHtml(lang)}"><head><title>${escapeHtml(title)}</title></head>`,
    `<body><div data-pagefind-body>`,
    `<meta data-pagefind-meta="title[content]" content="${escapeHtml(title)}">`,
    `<meta data-pagefind-meta="section[content]" content="${escapeHtml(filters.section ?? '')}">`,
    filterTags,
    article.html() ?? '',
    `</div></body></html>`,
  ].join('');
}
