/**
 * What dropping the registry's weak ids relies on, in `@docusaurus/core` and
 * in Docusaurus's fork of react-loadable, and where.
 */
export const EXPECTED_SOURCES = [
  {
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    pattern:
      /import\(\/\* webpackChunkName: "\$\{chunkName\}" \*\/ "\$\{modulePath\}"\), "\$\{modulePath\}", require\.resolveWeak\("\$\{modulePath\}"\)\]/,
    what: 'writes each chunk of the registry as its import(), its path and its weak id',
  },
  {
    packageName: '@docusaurus/core',
    file: 'lib/client/exports/ComponentCreator.js',
    pattern: /optsWebpack\.push\(chunkRegistry\[2\]\)/,
    what: "hands a chunk's weak id to react-loadable's webpack option",
  },
  {
    packageName: 'react-loadable',
    file: 'lib/index.js',
    pattern: /typeof moduleId !== "undefined" &&/,
    what: 'counts an undefined module id as a module not loaded yet',
  },
] as const;

/**
 * The assumptions that `readSource` (a package's file, as text) no longer
 * satisfies, each as "package file no longer what", or an empty list.
 */
export function unmetExpectations(
  readSource: (packageName: string, file: string) => string,
): string[] {
  return EXPECTED_SOURCES.filter(
    ({packageName, file, pattern}) => !pattern.test(readSource(packageName, file)),
  ).map(({packageName, file, what}) => `${packageName}'s ${file} no longer ${what}`);
}
