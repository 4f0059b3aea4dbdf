import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {installedPackageText} from '../../site/installedVersion';

/** The module of `@docusaurus/core` that runs the plugins' post-build steps. */
export const POST_BUILD_MODULE = 'lib/commands/build/buildLocale.js';

/**
 * The call that starts every plugin's `postBuild` from one `plugins.map`
 * over an async function: each runs until its first await before the next
 * plugin's starts, in the plugins' order. Docusaurus documents the hook,
 * not when the hooks start.
 */
const POST_BUILD_START =
  /Promise\.all\(\s*plugins\.map\(\s*async\s*\(\s*plugin\s*\)\s*=>\s*\{\s*if\s*\(\s*!plugin\.postBuild\s*\)\s*\{\s*return;?\s*\}\s*await\s+plugin\.postBuild\(/;

/**
 * Whether `source`, the text of `POST_BUILD_MODULE`, still starts the
 * plugins' post-build steps one after another in the plugins' order.
 */
export function startsPostBuildInOrder(source: string): boolean {
  return POST_BUILD_START.test(source);
}

/**
 * Stops the build when the installed `@docusaurus/core` no longer starts the
 * post-build steps in the plugins' order. The social cards, listed before
 * this plugin, rewrite every page's head before their first await; this
 * plugin's reading of the pages counts on finding them rewritten, for its
 * kept readings to match the pages the build leaves and for the two not to
 * read and write the same pages at once.
 */
export function checkPostBuildStartOrder(siteDir: string): void {
  if (
    !startsPostBuildInOrder(installedPackageText(siteDir, '@docusaurus/core', POST_BUILD_MODULE))
  ) {
    throw dependencyInternalChanged(
      'post-build-start-order',
      `@docusaurus/core's ${POST_BUILD_MODULE} no longer starts every plugin's postBuild in the plugins' order, each until its first await, which the social cards and the reading of the built pages count on.`,
    );
  }
}
