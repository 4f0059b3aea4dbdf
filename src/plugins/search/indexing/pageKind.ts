import type {CheerioAPI} from 'cheerio';
import type {PageKind} from '../shared/pageTable';
import {VOCABULARY_ATTRIBUTE} from '../shared/wordTable';
import {
  isUnder,
  libraryOfPath,
  libraryRoute,
  REFERENCES_ROUTE,
  REST_API_ROUTE,
} from '../../../site/references/referenceRoutes';

/** Generated library reference folders whose pages are symbols a reader calls or renders. */
const SYMBOL_FOLDERS: readonly string[] = ['classes', 'functions'];

/**
 * The kind of a built page (see `PAGE_KINDS`), from its path and, for the
 * REST API, whether it documents an operation (it shows a method and a
 * path) rather than a tag or a schema; the Glossary by the vocabulary it shows.
 */
export function pageKind($: CheerioAPI, pagePath: string): PageKind {
  if ($(`[${VOCABULARY_ATTRIBUTE}]`).length > 0) return 'glossary';
  const library = libraryOfPath(pagePath);
  // Below a library's overview, which is written, every page is generated from its types.
  const underLibrary = library ? pagePath.slice(libraryRoute(library).length + 1) : '';
  if (underLibrary !== '') {
    const [folder = ''] = underLibrary.split('/');
    return underLibrary.includes('/') && SYMBOL_FOLDERS.includes(folder) ? 'symbol' : 'type';
  }
  if (pagePath.startsWith(`${REST_API_ROUTE}/`)) {
    return $('[data-api-endpoint]').length > 0 ? 'operation' : 'type';
  }
  if (isUnder(pagePath, REFERENCES_ROUTE)) return 'reference';
  if (pagePath.startsWith('/devlog/')) return 'post';
  return 'article';
}
