import {dependencyInternalChanged} from './dependencyInternals/dependencyInternalChanged';
import {installedPackageText} from './installedVersion';

/** The module of `@docusaurus/core` that starts the dev server. */
export const DEV_SERVER_MODULE = 'lib/commands/start/webpack.js';

/**
 * Docusaurus's dev server merges the `devServer` that plugins' `configureWebpack`
 * put in the client config into its own options (with webpack-merge, which
 * concatenates the arrays two functions return): the only way a plugin can
 * add a folder or a middleware to what `npm start` serves, kept since
 * Docusaurus 2 but not documented. The text this looks for is that merge.
 */
const DEV_SERVER_MERGE =
  /webpack_merge_1\.default\)\(\[\s*defaultDevServerConfig\s*,\s*config\.devServer\s*\]/;

/**
 * Whether `source`, the text of `DEV_SERVER_MODULE`, still merges the
 * plugins' `devServer` into the dev server's options.
 */
export function mergesPluginDevServer(source: string): boolean {
  return DEV_SERVER_MERGE.test(source);
}

/** The text of `DEV_SERVER_MODULE` in the `@docusaurus/core` installed in the site at `siteDir`. */
export function installedDevServerModule(siteDir: string): string {
  return installedPackageText(siteDir, '@docusaurus/core', DEV_SERVER_MODULE);
}

/**
 * Stops when the installed Docusaurus no longer merges the plugins'
 * `devServer` into its dev server's options, naming the plugin and what it
 * adds there (`adds`, a phrase such as "the search index's folder").
 */
export function assertDevServerMergesPluginOptions(
  siteDir: string,
  pluginName: string,
  adds: string,
): void {
  if (!mergesPluginDevServer(installedDevServerModule(siteDir))) {
    throw dependencyInternalChanged(
      'dev-server-plugin-options',
      `${pluginName}: Docusaurus's dev server no longer merges a plugin's devServer options, where ${adds} is added.`,
    );
  }
}
