import {realpathSync} from 'node:fs';

/** What the check reads of a module Rspack has built: a normal module's file and loaders. */
type BuiltModule = {resource?: string; loaders?: readonly {loader: string}[]};

/** The part of Rspack's compiler the check hooks into. */
type CheckedCompiler = {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        handler: (compilation: {
          hooks: {
            finishModules: {
              tapAsync(
                name: string,
                handler: (modules: Iterable<BuiltModule>, done: (error?: Error) => void) => void,
              ): void;
            };
          };
        }) => void,
      ): void;
    };
  };
};

/** The file a loader runs from, without its options, through any symbolic link. */
function loaderFile(loader: string): string {
  const file = loader.split('?')[0] ?? loader;
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * Why the registry among `modules` was not rewritten by `loader`, or
 * `undefined` when it was: no module comes from one of `registryFiles`, or
 * the one that does was built without the loader.
 */
export function registryBuiltWithout(
  modules: Iterable<BuiltModule>,
  registryFiles: ReadonlySet<string>,
  loader: string,
): string | undefined {
  const wanted = loaderFile(loader);
  for (const module of modules) {
    if (module.resource === undefined || !registryFiles.has(module.resource)) continue;
    if ((module.loaders ?? []).some((item) => loaderFile(item.loader) === wanted)) return undefined;
    return `Docusaurus's registry (${module.resource}) was built without the loader that drops its weak ids`;
  }
  return `no module of the compile is Docusaurus's registry (${[...registryFiles].join(' or ')})`;
}

/**
 * An Rspack plugin that stops the first compile when Docusaurus's registry
 * kept its weak ids: the rule that names the registry's file would then
 * have missed it (a moved or linked `.docusaurus`, say), and every page
 * would again be built before the first shows, which nothing but a slower
 * start would tell. Later compiles are the same modules rebuilt, and go
 * unchecked so that an edit's reload pays nothing for it; child compilers'
 * compilations, which have no registry, are not this compiler's.
 */
export function registryLoaderCheck(
  registryFiles: ReadonlySet<string>,
  loader: string,
): {apply(compiler: CheckedCompiler): void} {
  return {
    apply(compiler) {
      let checked = false;
      compiler.hooks.thisCompilation.tap('site-dev-lazy-compilation', (compilation) => {
        compilation.hooks.finishModules.tapAsync('site-dev-lazy-compilation', (modules, done) => {
          if (checked) return done();
          checked = true;
          const problem = registryBuiltWithout(modules, registryFiles, loader);
          done(
            problem === undefined
              ? undefined
              : new Error(
                  `site-dev-lazy-compilation: ${problem}, so every page would be built before the first shows.`,
                ),
          );
        });
      });
    },
  };
}
