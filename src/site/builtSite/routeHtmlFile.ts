import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * The HTML file Docusaurus wrote for a route of `postBuild`'s `routesPaths`:
 * a route ending in `.html` is its own file (`/404.html`); any other is
 * `<route>/index.html`, or `<route>.html` with `trailingSlash: false`.
 * Throws when neither exists, naming the assumption that failed.
 */
export function routeHtmlFile(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath;
  const candidates = /\.html?$/i.test(relative)
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  const found = candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
  if (!found) {
    throw new Error(
      `No HTML file for the route ${routePath}; expected Docusaurus to write one of ${candidates.join(', ')} under ${outDir}.`,
    );
  }
  return found;
}
