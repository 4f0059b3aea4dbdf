import path from 'node:path';
import {withRelativeImports} from '../../site/buildCache/withRelativeImports';
import {generationKey} from '../../site/buildCache/generationStamp';
import {dependencyVersions} from '../../site/dependencyVersions';

/**
 * The packages whose code writes the reference pages (TypeScript reads the
 * declarations; docusaurus-plugin-typedoc always adds the theme's plugin).
 */
export const TYPEDOC_GENERATORS = [
  'typedoc',
  'typedoc-plugin-markdown',
  'typedoc-docusaurus-theme',
  'docusaurus-plugin-typedoc',
  'typescript',
];

/**
 * What one TypeDoc reference is generated from, as one hash: the plugin's
 * options, the versions of the generating packages and of the packages
 * read (the documented one, and any whose pages it links to) and of the
 * packages those depend on, whose types they can re-export, and every
 * file the options name (entry points, readme, tsconfig and TypeDoc
 * plugins with the files they import, the linked library's entry file),
 * with `siteCode`, the site's own modules that work out options when
 * TypeDoc runs (paths relative to the site, starting with `./`). Equal keys
 * mean TypeDoc would write the same pages.
 */
export function typedocInputsKey(
  siteDir: string,
  packagesRead: readonly string[],
  options: Record<string, unknown> & {linksTo?: {entryPoint: string}},
  siteCode: readonly string[] = [],
): string {
  const entryPoints = Array.isArray(options.entryPoints) ? options.entryPoints : [];
  const plugins = Array.isArray(options.plugin) ? options.plugin : [];
  const inSite = (file: unknown): file is string =>
    typeof file === 'string' && file.startsWith('.');
  const fromSite = (file: string) => path.join(siteDir, file);
  const files = [
    ...[...entryPoints, options.readme, options.tsconfig, options.linksTo?.entryPoint, ...siteCode]
      .filter(inSite)
      .map(fromSite),
    // The site's plugins with their helpers: the options name only the plugins' own files.
    ...withRelativeImports(plugins.filter(inSite).map(fromSite)),
  ];
  const dependencies = packagesRead.map((name) => dependencyVersions(siteDir, name));
  return generationKey(siteDir, {
    settings: JSON.stringify({options, dependencies}),
    packages: [...TYPEDOC_GENERATORS, ...packagesRead],
    files,
  });
}
