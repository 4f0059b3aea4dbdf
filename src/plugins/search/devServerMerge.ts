import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The module of `@docusaurus/core` that starts the dev server. */
export const DEV_SERVER_MODULE = 'lib/commands/start/webpack.js';

/**
 * Docusaurus's dev server merges the `devServer` that plugins' `configureWebpack`
 * put in the client config into its own options: the only way a plugin can
 * add a folder to what `npm start` serves, kept since Docusaurus 2 but not
 * documented. The text this looks for is that merge.
 */
const DEV_SERVER_MERGE = /\[\s*defaultDevServerConfig\s*,\s*config\.devServer\s*\]/;

/**
 * Whether `source`, the text of `DEV_SERVER_MODULE`, still merges the
 * plugins' `devServer` into the dev server's options.
 */
export function mergesPluginDevServer(source: string): boolean {
  return DEV_SERVER_MERGE.test(source);
}

/** The text of `DEV_SERVER_MODULE` in the installed `@docusaurus/core`. */
export function installedDevServerModule(): string {
  const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
  return readFileSync(path.join(coreDir, DEV_SERVER_MODULE), 'utf8');
}
