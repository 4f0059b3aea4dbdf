import {createHash} from 'node:crypto';
import {existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import {removeFilesExcept} from '../../site/files/removeFilesExcept';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';

/**
 * The specifier the pages import a diagram's markup by. The bundler resolves
 * it to `server/` for the server bundle and to `client/` for the browser's
 * (see the plugin's `configureWebpack`).
 */
export const DIAGRAM_MODULE_PREFIX = '@site-static-diagram';

/** Where a site's diagram modules are written (gitignored, removed by `npm run clean`). */
export function diagramModulesDir(siteDir: string): string {
  return path.join(siteDir, 'generated/static-diagrams');
}

/** Writes a file unless it is there, so an unchanged diagram's module keeps its time stamp. */
function writeOnce(file: string, content: string): void {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileAtomically(file, content);
}

/** The file name of the modules of a diagram's markup: its hash, so equal markup shares them. */
function moduleFileName(markup: string): string {
  return `${createHash('sha256').update(markup).digest('hex').slice(0, 16)}.js`;
}

/**
 * Writes the two modules of one drawn diagram's markup and returns the
 * specifier a page imports it by. The server's module exports the markup, so
 * the page's HTML holds the SVG; the browser's exports a loader of it, so the
 * page's JavaScript does not carry a second copy, and only a page reached by
 * client-side navigation fetches it. Modules are named by the hash of the
 * markup, so an unchanged diagram is never rewritten.
 */
export function writeDiagramModules(modulesDir: string, markup: string): string {
  const name = moduleFileName(markup);
  writeOnce(path.join(modulesDir, 'server', name), `export default ${JSON.stringify(markup)};\n`);
  writeOnce(
    path.join(modulesDir, 'client', name),
    `export default () => import('../server/${name}');\n`,
  );
  return `${DIAGRAM_MODULE_PREFIX}/${name}`;
}

/**
 * Removes the modules of every diagram whose markup is not in `markups`: once
 * the site's diagrams are drawn, the others belong to diagrams edited or
 * removed since, which no page imports.
 */
export function removeDiagramModulesExcept(modulesDir: string, markups: Iterable<string>): void {
  const kept = new Set(Array.from(markups, moduleFileName));
  for (const side of ['server', 'client']) removeFilesExcept(path.join(modulesDir, side), kept);
}
