import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {DEPRECATION_BADGE_SELECTOR} from '../../site/markdown/deprecationBadge';
import {KATEX_RENDERING, KATEX_TEX_SOURCE} from '../../site/builtSite/themeMarkup';
import {domToHast} from './domToHast';

/**
 * The Markdown of a built page's article (see `pageArticle`): headings,
 * prose, lists, tables (GFM) and code blocks with their language, without
 * the page's navigation chrome. Maths keeps its TeX source. `siteUrl`, with
 * the page's own path `pagePath` for its anchors, makes the site's links and
 * images absolute, so the Markdown still works once copied somewhere else.
 * Changes the article; pass a clone to keep the original.
 */
export function articleMarkdown(
  $: CheerioAPI,
  article: Cheerio<Element>,
  siteUrl: string,
  pagePath: string,
): string {
  // The rendered maths goes; its TeX source stays (below).
  article.find(KATEX_RENDERING).remove();
  // A deprecated member's name is struck through and followed by a "Deprecated:" note; the badge would
  // only add a word to its heading, which tools read as the member's name.
  article.find(DEPRECATION_BADGE_SELECTOR).remove();
  // KaTeX keeps the TeX source in an annotation; show it as inline code.
  article.find('.katex').each((_, element) => {
    const tex = $(element).find(KATEX_TEX_SOURCE).text();
    $(element).replaceWith($('<code>').text(tex));
  });
  // Prism splits code into one element per line; the text is what matters.
  article.find('pre').each((_, element) => {
    const pre = $(element);
    const language = /language-([\w-]+)/.exec(
      pre.closest('[class*="language-"]').attr('class') ?? '',
    )?.[1];
    const lines = pre.find('.token-line');
    const code = lines.length
      ? lines
          .map((__, line) => $(line).text())
          .get()
          .join('\n')
      : pre.text();
    pre.replaceWith(
      $('<pre>').append(
        $('<code>')
          .addClass(language ? `language-${language}` : '')
          .text(code),
      ),
    );
  });
  // A path of the site, not a protocol-relative address (`//host/x`), which names its own host.
  const onSite = (value: string | undefined) => value?.startsWith('/') && !value.startsWith('//');
  article.find('a[href]').each((_, element) => {
    const href = $(element).attr('href');
    if (onSite(href)) $(element).attr('href', `${siteUrl}${href}`);
    else if (href?.startsWith('#')) $(element).attr('href', `${siteUrl}${pagePath}${href}`);
  });
  article.find('img[src]').each((_, element) => {
    const src = $(element).attr('src');
    if (onSite(src)) $(element).attr('src', `${siteUrl}${src}`);
  });
  const tree = toMdast(domToHast(article.contents().toArray()));
  return toMarkdown(tree, {extensions: [gfmToMarkdown()], fences: true, bullet: '-'}).trim() + '\n';
}
