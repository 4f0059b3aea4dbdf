import type {Cheerio} from 'cheerio';
import type {Element} from 'domhandler';
import {dependencyInternalChanged} from '../dependencyInternals/dependencyInternalChanged';

/** The class the theme's `Heading` gives a heading's link to its own anchor. */
export const HEADING_ANCHOR_CLASS = 'hash-link';

/** Where KaTeX puts its HTML rendering of typeset maths, which the maths fonts draw. */
export const KATEX_RENDERING = '.katex-html';

/** Where KaTeX keeps the TeX source of typeset maths. */
export const KATEX_TEX_SOURCE = 'annotation[encoding="application/x-tex"]';

/**
 * Stops the build when an article's markup is not what the page readers
 * remove or convert by its classes: a heading's link to its own anchor
 * without `HEADING_ANCHOR_CLASS` (the search index and the Markdown twins
 * would keep it as a link in every heading), or typeset maths without
 * KaTeX's HTML rendering or its TeX annotation (the fonts' check would find
 * no character, and the twins no source). Neither is among the markup the
 * packages document.
 */
export function checkThemeMarkup(article: Cheerio<Element>): void {
  article.find('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]').each((_, heading) => {
    const id = heading.attribs.id ?? '';
    for (const link of heading.children) {
      if (link.type !== 'tag' || link.name !== 'a' || link.attribs.href !== `#${id}`) continue;
      if (!(link.attribs.class ?? '').split(/\s+/).includes(HEADING_ANCHOR_CLASS)) {
        throw dependencyInternalChanged(
          'theme-heading-anchor',
          `The link of heading "${id}" to its own anchor has no ${HEADING_ANCHOR_CLASS} class, which the page readers remove it by.`,
        );
      }
    }
  });
  article.find('.katex').each((_, maths) => {
    const typeset = article.find(maths);
    if (typeset.find(KATEX_RENDERING).length === 0 || typeset.find(KATEX_TEX_SOURCE).length === 0) {
      throw dependencyInternalChanged(
        'katex-markup',
        `Typeset maths has no ${KATEX_RENDERING} rendering or no TeX annotation, which the fonts and the Markdown twins read.`,
      );
    }
  });
}
