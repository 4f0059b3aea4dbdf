import {realpathSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {assertDevServerMergesPluginOptions} from '../../site/devServerMerge';
import {installedPackageText} from '../../site/installedVersion';
import {unmetExpectations} from './expectedSources';
import {registryLoaderCheck} from './registryLoaderCheck';

/** The name the lazy compilation endpoint is listed under among the dev server's middlewares. */
export const LAZY_COMPILATION_MIDDLEWARE = 'site-lazy-compilation';

/** What of Rspack's compiler the endpoint is made from and checked on. */
type DevServerCompiler = {running: boolean; watching?: unknown};

/** Rspack's documented export for custom dev servers: an Express-style middleware. */
type LazyCompilationMiddleware = (compiler: DevServerCompiler) => unknown;

/**
 * Rspack's lazy compilation endpoint for `compiler`; making it applies lazy
 * compilation to the compiler. The dev server asks for its middlewares
 * before it starts compiling; this stops if it ever starts first, when
 * every page would be built before the first shows again.
 */
function lazyEndpoint(
  lazyCompilationMiddleware: LazyCompilationMiddleware,
  compiler: DevServerCompiler,
): unknown {
  if (compiler.watching !== undefined || compiler.running) {
    throw dependencyInternalChanged(
      'dev-server-middlewares-before-compile',
      'site-dev-lazy-compilation: the dev server started compiling before it set up its middlewares, so lazy compilation cannot apply to the first compile.',
    );
  }
  return lazyCompilationMiddleware(compiler);
}

/**
 * Under `npm start`, builds each page when it is first opened instead of
 * every page before the first shows: Rspack's lazy compilation, which
 * Docusaurus does not switch on, with its endpoint mounted in the dev
 * server as Rspack's guide to custom servers describes. Docusaurus's
 * registry would still have the bundler build every page through its weak
 * ids, which a loader drops from the browser bundle in development mode
 * (see `registryWithoutWeakIds`). `docusaurus build --dev` gets the loader
 * too, and the option without the endpoint, which leaves compilation as it
 * was; its pages preload their chunks before they hydrate, as under the
 * dev server. A production build is left as it is.
 */
export default function pluginDevLazyCompilation(context: LoadContext): Plugin {
  assertDevServerMergesPluginOptions(
    context.siteDir,
    'site-dev-lazy-compilation',
    "lazy compilation's endpoint",
  );
  const [unmet] = unmetExpectations((packageName, file) =>
    installedPackageText(context.siteDir, packageName, file),
  );
  if (unmet) {
    throw dependencyInternalChanged(unmet.internal, `site-dev-lazy-compilation: ${unmet.problem}.`);
  }
  const registryLoader = path.join(__dirname, 'registryLoader.cjs');
  return {
    name: 'site-dev-lazy-compilation',
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server bundles for the browser alone, in development mode.
      if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      const {lazyCompilationMiddleware} = currentBundler.instance as unknown as {
        lazyCompilationMiddleware?: LazyCompilationMiddleware;
      };
      if (typeof lazyCompilationMiddleware !== 'function') {
        throw new Error(
          'site-dev-lazy-compilation: the installed Rspack has no lazyCompilationMiddleware, which its guide to custom dev servers documents.',
        );
      }
      // The bundler names a module by its file's real path; the folder may be a link.
      const registryFiles = new Set(
        [context.generatedFilesDir, realpathSync(context.generatedFilesDir)].map((folder) =>
          path.join(folder, 'registry.js'),
        ),
      );
      return {
        lazyCompilation: {entries: false, imports: true},
        module: {
          rules: [{test: (file: string) => registryFiles.has(file), use: [registryLoader]}],
        },
        plugins: [registryLoaderCheck(registryFiles, registryLoader)],
        devServer: {
          // Docusaurus's own middlewares come first in the merged list: the
          // endpoint answers only its POSTs, which none of them takes.
          setupMiddlewares: (_middlewares: unknown[], devServer: {compiler: DevServerCompiler}) => [
            {
              name: LAZY_COMPILATION_MIDDLEWARE,
              middleware: lazyEndpoint(lazyCompilationMiddleware, devServer.compiler),
            },
          ],
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
