/** The client libraries whose generated references get their own container. */
export type LibraryName = 'livelink.js' | 'livelink.react';

/**
 * Which library reference a page belongs to, from its path: pages under
 * `/references/livelink.js` or `/references/livelink.react`.
 */
export function libraryOfPath(pathname: string): LibraryName | undefined {
  const match = /^\/references\/(livelink\.js|livelink\.react)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as LibraryName) : undefined;
}
