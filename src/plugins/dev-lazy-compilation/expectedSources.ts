import type {DependencyInternalId} from '../../site/dependencyInternals/dependencyInternals';
import {
  unmetSourceExpectations,
  type SourceExpectation,
} from '../../site/dependencyInternals/unmetSourceExpectations';

/**
 * What building pages when first opened relies on, in `@docusaurus/core`,
 * in Docusaurus's fork of react-loadable and in webpack-dev-server, where,
 * and under which entry of the registry of dependency internals.
 */
export const EXPECTED_SOURCES = [
  {
    internal: 'docusaurus-registry-weak-ids',
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    pattern:
      /generate\)\(generatedFilesDir, 'registry\.js', `export default \{[\s\S]*?import\(\/\* webpackChunkName: "\$\{chunkName\}" \*\/ "\$\{modulePath\}"\), "\$\{modulePath\}", require\.resolveWeak\("\$\{modulePath\}"\)\]/,
    what: 'writes registry.js with each chunk as its import(), its path and its weak id',
  },
  {
    internal: 'docusaurus-registry-weak-ids',
    packageName: '@docusaurus/core',
    file: 'lib/client/exports/ComponentCreator.js',
    // Once only, handed to react-loadable's `webpack` option.
    pattern:
      /^(?![\s\S]*chunkRegistry\[2\][\s\S]*chunkRegistry\[2\])[\s\S]*optsWebpack\.push\(chunkRegistry\[2\]\)[\s\S]*webpack: \(\) => optsWebpack/,
    what: "hands a chunk's weak id to react-loadable's webpack option alone",
  },
  {
    internal: 'docusaurus-registry-weak-ids',
    packageName: 'react-loadable',
    file: 'lib/index.js',
    pattern: /typeof moduleId !== "undefined" &&/,
    what: 'counts an undefined module id as a module not loaded yet',
  },
  {
    internal: 'dev-server-middlewares-before-compile',
    packageName: 'webpack-dev-server',
    file: 'lib/Server.js',
    pattern:
      /this\.options\.setupMiddlewares\(middlewares, this\);[\s\S]*?const lazyInitDevMiddleware = \(\) => \{[\s\S]*?webpackDevMiddleware\(/,
    what: 'calls setupMiddlewares before it makes webpack-dev-middleware',
  },
] as const satisfies readonly (SourceExpectation & {internal: DependencyInternalId})[];

/** An assumption the installed packages no longer satisfy. */
export type UnmetExpectation = {internal: DependencyInternalId; problem: string};

/**
 * The assumptions that `readSource` (a package's file, as text) no longer
 * satisfies, each with its entry's id, or an empty list.
 */
export function unmetExpectations(
  readSource: (packageName: string, file: string) => string,
): UnmetExpectation[] {
  return unmetSourceExpectations(EXPECTED_SOURCES, readSource).map(
    ({internal, packageName, file, what}) => ({
      internal,
      problem: `${packageName}'s ${file} no longer ${what}`,
    }),
  );
}
