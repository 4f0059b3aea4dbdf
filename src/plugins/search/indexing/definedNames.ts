import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';

/**
 * Table columns whose inline code names things the page defines: the
 * attributes of a component, the components of a category, the extensions
 * of a file format.
 */
const DEFINING_COLUMNS = new Set([
  'attribute',
  'attributes',
  'component',
  'components',
  'extension',
  'extensions',
]);

function cellTexts($: CheerioAPI, table: Cheerio<Element>): string[] {
  const headers = table
    .find('thead th')
    .toArray()
    .map((cell) => $(cell).text().trim().toLowerCase());
  const columns = headers.flatMap((header, index) => (DEFINING_COLUMNS.has(header) ? [index] : []));
  if (columns.length === 0) return [];
  return table
    .find('tbody tr')
    .toArray()
    .flatMap((row) => {
      const cells = $(row).children('td').toArray();
      return columns.flatMap((column) => {
        const cell = cells[column];
        return cell
          ? $(cell)
              .find('code')
              .toArray()
              .map((code) => $(code).text().trim())
          : [];
      });
    });
}

/**
 * The names a page defines besides its title, for exact-name search: the
 * inline code of defining table columns (see `DEFINING_COLUMNS`: component
 * ids and attributes, file extensions).
 */
export function definedNames($: CheerioAPI, article: Cheerio<Element>): string[] {
  const names = new Set<string>();
  article.find('table').each((_, table) => {
    for (const text of cellTexts($, $(table))) names.add(text);
  });
  return [...names].filter((name) => name !== '');
}
