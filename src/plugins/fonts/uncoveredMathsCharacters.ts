import type {Cheerio} from 'cheerio';
import type {Element} from 'domhandler';
import {KATEX_RENDERING} from '../../site/builtSite/themeMarkup';

/**
 * The characters of the maths KaTeX typeset in an article, each once: the
 * text of its HTML rendering, which the maths fonts draw, not of the MathML
 * copy beside it for assistive technology.
 */
export function typesetMathsCharacters(article: Cheerio<Element>): string {
  return [...new Set(article.find(KATEX_RENDERING).text())].join('');
}

/** The characters of `typeset` that are not in `covered`. */
export function uncoveredMathsCharacters(typeset: string, covered: ReadonlySet<string>): string[] {
  return [...typeset].filter((character) => !covered.has(character));
}
