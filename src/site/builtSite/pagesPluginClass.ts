import {readFileSync} from 'node:fs';
import type {PluginRouteConfig} from '@docusaurus/types';
import {dependencyInternalChanged} from '../dependencyInternals/dependencyInternalChanged';
import {routeHtmlFile} from './routeHtmlFile';

/**
 * The class the theme puts on the `<html>` of every page of the pages plugin
 * (`src/pages`), by which the page readers know them for content pages. It
 * is not among the theme's stable `ThemeClassNames`: the theme derives it
 * from the plugin's package name.
 */
export const PAGES_PLUGIN_CLASS = 'plugin-pages';

/** The package whose routes are the pages `PAGES_PLUGIN_CLASS` marks. */
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

/** The classes of the `<html>` start tag of a built page, unquoted or quoted as a minifier leaves them. */
function htmlClasses(html: string): string[] {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const value = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  return (value?.[1] ?? value?.[2] ?? value?.[3] ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Stops the build when a page the pages plugin rendered (one of `routes`,
 * as `postBuild` is given them) lacks `PAGES_PLUGIN_CLASS`: the search index
 * and the Markdown twins would take it for a listing and leave it out,
 * without a word. Also stops it when the site has pages (`hasPages`) but no
 * route names `PAGES_PLUGIN`: the class is derived from that name, so a
 * renamed plugin would have changed it too.
 */
export function checkPagesPluginClass(
  outDir: string,
  baseUrl: string,
  routes: readonly PluginRouteConfig[],
  hasPages: boolean,
): void {
  const pagesRoutes = routes.filter((route) => route.plugin.name === PAGES_PLUGIN);
  if (hasPages && pagesRoutes.length === 0) {
    throw dependencyInternalChanged(
      'pages-plugin-html-class',
      `The site has pages, but no route of the build comes from ${PAGES_PLUGIN}, whose name the ${PAGES_PLUGIN_CLASS} class the page readers know them by is derived from.`,
    );
  }
  for (const route of pagesRoutes) {
    const file = routeHtmlFile(outDir, baseUrl, route.path);
    if (!htmlClasses(readFileSync(file, 'utf8')).includes(PAGES_PLUGIN_CLASS)) {
      throw dependencyInternalChanged(
        'pages-plugin-html-class',
        `The page ${route.path} of ${PAGES_PLUGIN} has no ${PAGES_PLUGIN_CLASS} class on its <html>, which the search index and the Markdown twins know its pages by.`,
      );
    }
  }
}
