/*
 * Which npm package each generated reference documents, written once. The
 * TypeDoc settings, the MCP symbol tools, the samples gallery, the entity
 * component page and the "Generated from" line under reference pages all
 * read it. It imports nothing, so the browser can bundle it as well as Node.
 */

/** The client libraries TypeDoc documents: each one's folder under `/references/` and its package. */
export const clientLibraries = [
  {library: 'livelink.js', packageName: '@3dverse/livelink'},
  {library: 'livelink.react', packageName: '@3dverse/livelink-react'},
] as const;

/** A client library, by the name its reference is published under. */
export type LibraryName = (typeof clientLibraries)[number]['library'];

/** The npm package of a client library. */
export type LibraryPackage = (typeof clientLibraries)[number]['packageName'];

/** The package the entity component page is generated from, and that page's folder under `/references/`. */
export const entityComponentsReference = {
  folder: 'entity-components',
  packageName: '@3dverse/livelink.core',
} as const;

/** The library reference a client package is documented in. */
export function libraryOfPackage(packageName: LibraryPackage): LibraryName {
  const found = clientLibraries.find((candidate) => candidate.packageName === packageName);
  if (!found) throw new Error(`${packageName} is not a documented client library.`);
  return found.library;
}
