import {
  isUnder,
  libraryOfPath,
  REFERENCES_ROUTE,
  REST_API_ROUTE,
} from './references/referenceRoutes';

/** The parts of the site, in the order `/llms.txt` lists them under its headings. */
export const searchSections = [
  'Guide',
  'Tutorials',
  'REST API',
  'livelink.js',
  'livelink.react',
  'References',
  'Samples',
  'Devlog',
] as const;

export type SearchSection = (typeof searchSections)[number];

/**
 * The section a page belongs to, from its path: the label of its search
 * result on the search page, the `section` filter of the index and the MCP
 * search, and its heading in `/llms.txt`.
 */
export function searchSection(pathname: string): SearchSection {
  const path = rewriteDocsPath(pathname);
  if (isUnder(path, '/tutorials')) return 'Tutorials';
  if (isUnder(path, REST_API_ROUTE)) return 'REST API';
  const library = libraryOfPath(path);
  if (library) return library;
  if (isUnder(path, REFERENCES_ROUTE)) return 'References';
  if (isUnder(path, '/samples')) return 'Samples';
  if (isUnder(path, '/devlog')) return 'Devlog';
  return 'Guide';
}

/**
 * Result URLs that start with `/docs/` point at the docs served from the site
 * root: the previous site served its docs under `/docs/`, and links written
 * for it still carry the prefix, so `/docs/x` becomes `/x`.
 */
export function rewriteDocsPath(pathname: string): string {
  if (pathname === '/docs') {
    return '/';
  }
  return pathname.startsWith('/docs/') ? pathname.slice('/docs'.length) : pathname;
}
