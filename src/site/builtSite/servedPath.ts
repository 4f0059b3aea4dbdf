import path from 'node:path';

/** The URL path a built `…/index.html` (or `x.html`) file is served at. */
export function servedPath(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  const withoutIndex = posix.replace(/(^|\/)index\.html$/, '');
  return `/${withoutIndex.replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
}
