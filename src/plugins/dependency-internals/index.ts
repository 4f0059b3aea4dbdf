import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkInfimaVariables} from './infimaVariables';
import {checkStylesheetClasses} from './stylesheetClasses';
import {dependencyChecksOf, unverifiedVersions} from './unverifiedVersions';

/**
 * This plugin, as `src/site/dependencyInternals/dependencyInternals.ts`
 * names the check of an entry.
 */
const THIS_CHECK = 'src/plugins/dependency-internals/index.ts';

/**
 * Stops the build when a package is installed at a version nobody has
 * verified, for the dependency internals that no build-time check can
 * exercise: React's hydration, for one, happens only in the browser, and an
 * e2e test is what verifies it. Also stops it when a dependency no longer
 * writes a class the site's stylesheet styles (`checkStylesheetClasses`),
 * or Infima a variable it names (`checkInfimaVariables`): no plugin of its
 * own reads the stylesheets. Every other internal has a check of its
 * own where the site relies on it.
 */
export default function pluginDependencyInternals(context: LoadContext): Plugin {
  const problems = unverifiedVersions(context.siteDir, dependencyChecksOf(THIS_CHECK));
  if (problems.length > 0) throw problems[0];
  checkStylesheetClasses(context.siteDir);
  checkInfimaVariables(context.siteDir);
  return {name: 'site-dependency-internals'};
}
