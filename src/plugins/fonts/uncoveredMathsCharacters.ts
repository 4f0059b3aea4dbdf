import {load} from 'cheerio';

/** Characters of a built page's typeset maths that are not in `covered`. */
export function uncoveredMathsCharacters(html: string, covered: ReadonlySet<string>): string[] {
  if (!html.includes('katex-html')) return [];
  const $ = load(html);
  const missing = new Set<string>();
  $('.katex-html').each((_, element) => {
    for (const character of $(element).text()) {
      if (!covered.has(character)) missing.add(character);
    }
  });
  return [...missing];
}
