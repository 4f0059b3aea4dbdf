import {readFileSync} from 'node:fs';
import path from 'node:path';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {filesUnder} from '../../site/files/filesUnder';
import {installedPackageText} from '../../site/installedVersion';

/** Infima's stylesheet as the theme loads it, relative to the package. */
export const INFIMA_STYLESHEET = 'dist/css/default/default.css';

/** The Infima variables (`--ifm-…`) named in `css`. */
export function infimaVariablesIn(css: string): Set<string> {
  return new Set([...css.matchAll(/--ifm-[\w-]+/g)].map((match) => match[0]));
}

/** The Infima variables `css` gives a value to (`--ifm-…:`). */
export function definedInfimaVariables(css: string): Set<string> {
  return new Set([...css.matchAll(/(--ifm-[\w-]+)\s*:/g)].map((match) => match[1] ?? ''));
}

/**
 * The Infima variables the site's stylesheets (every `.css` file under
 * `src/`) name that the Infima installed in the site at `siteDir` does not
 * define, each as "variable (file)".
 */
export function unknownInfimaVariables(siteDir: string): string[] {
  const infima = installedPackageText(siteDir, 'infima', INFIMA_STYLESHEET);
  const defined = definedInfimaVariables(infima);
  const sourceDir = path.join(siteDir, 'src');
  return filesUnder(sourceDir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .flatMap((file) =>
      [...infimaVariablesIn(readFileSync(file, 'utf8'))]
        .filter((name) => !defined.has(name))
        .map((name) => `${name} (${path.relative(siteDir, file)})`),
    );
}

/**
 * Stops the build when a site stylesheet names an Infima variable Infima no
 * longer defines: a value the site sets would reach no rule (the underline
 * of links in prose is one), and a value it reads would be empty, both
 * without a word. Infima is a pre-release whose variables are not listed
 * one by one in any document; Docusaurus names only a few.
 */
export function checkInfimaVariables(siteDir: string): void {
  const unknown = unknownInfimaVariables(siteDir);
  if (unknown.length > 0) {
    throw dependencyInternalChanged(
      'infima-variables',
      `Infima no longer defines ${unknown.slice(0, 5).join(', ')}, which the site's stylesheets name.`,
    );
  }
}
