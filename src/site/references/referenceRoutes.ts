import {clientLibraries, type LibraryName} from './packageReferences';

/*
 * Where the references are served. Like the package table it builds on, it
 * imports nothing else, so the browser bundles it as well as Node.
 */

/** The references' part of the site. */
export const REFERENCES_ROUTE = '/references';

/** The REST API reference, generated from the OpenAPI file. */
export const REST_API_ROUTE = `${REFERENCES_ROUTE}/api`;

/** Where a client library's reference is served. */
export function libraryRoute(library: LibraryName): string {
  return `${REFERENCES_ROUTE}/${library}`;
}

/** Whether `pathname` is `prefix` itself or a path under it (`/a` is under `/a`, `/ab` is not). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Which library reference a page belongs to, from its path. */
export function libraryOfPath(pathname: string): LibraryName | undefined {
  return clientLibraries.find(({library}) => isUnder(pathname, libraryRoute(library)))?.library;
}
