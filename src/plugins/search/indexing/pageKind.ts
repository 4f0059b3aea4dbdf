import type {CheerioAPI} from 'cheerio';
import type {PageKind} from '../shared/pageTable';
import {VOCABULARY_ATTRIBUTE} from '../shared/wordTable';

/** Generated library reference folders whose pages are symbols a reader calls or renders. */
const SYMBOL_FOLDERS = /^\/references\/livelink\.(js|react)\/(classes|functions)\//;

/** Generated library reference pages: the libraries' overviews are written, the rest mirror types. */
const LIBRARY_PAGES = /^\/references\/livelink\.(js|react)\/./;

/**
 * The kind of a built page (see `PAGE_KINDS`), from its path and, for the
 * REST API, whether it documents an operation (it shows a method and a
 * path) rather than a tag or a schema; the Glossary by the vocabulary it shows.
 */
export function pageKind($: CheerioAPI, pagePath: string): PageKind {
  if ($(`[${VOCABULARY_ATTRIBUTE}]`).length > 0) return 'glossary';
  if (SYMBOL_FOLDERS.test(pagePath)) return 'symbol';
  if (LIBRARY_PAGES.test(pagePath)) return 'type';
  if (pagePath.startsWith('/references/api/')) {
    return $('[data-api-endpoint]').length > 0 ? 'operation' : 'type';
  }
  if (pagePath === '/references' || pagePath.startsWith('/references/')) return 'reference';
  if (pagePath.startsWith('/devlog/')) return 'post';
  return 'article';
}
