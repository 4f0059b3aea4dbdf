import {clientLibraries, type LibraryName} from './packageReferences';

/**
 * Which library reference a page belongs to, from its path: pages under
 * `/references/livelink.js` or `/references/livelink.react`.
 */
export function libraryOfPath(pathname: string): LibraryName | undefined {
  return clientLibraries.find(({library}) => {
    const root = `/references/${library}`;
    return pathname === root || pathname.startsWith(`${root}/`);
  })?.library;
}
