import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';

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

/** Writes a file unless it is there, through a rename, so a reader never sees it half written. */
function writeOnce(file: string, content: string): void {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
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
  const name = createHash('sha256').update(markup).digest('hex').slice(0, 16);
  writeOnce(
    path.join(modulesDir, 'server', `${name}.js`),
    `export default ${JSON.stringify(markup)};\n`,
  );
  writeOnce(
    path.join(modulesDir, 'client', `${name}.js`),
    `export default () => import('../server/${name}.js');\n`,
  );
  return `${DIAGRAM_MODULE_PREFIX}/${name}.js`;
}
