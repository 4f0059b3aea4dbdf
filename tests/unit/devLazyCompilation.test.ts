import {mkdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import pluginDevLazyCompilation, {
  LAZY_COMPILATION_MIDDLEWARE,
} from '../../src/plugins/dev-lazy-compilation/index';
import {
  EXPECTED_SOURCES,
  unmetExpectations,
} from '../../src/plugins/dev-lazy-compilation/expectedSources';
import {registryWithoutWeakIds} from '../../src/plugins/dev-lazy-compilation/registryWithoutWeakIds';
import {installedPackageText} from '../../src/site/installedVersion';
import {scratchFolder} from '../support/scratchFolder';

const siteDir = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** webpack-merge as Docusaurus resolves it, which merges the plugins' devServer into its own. */
const {merge} = createRequire(require.resolve('@docusaurus/core/package.json'))(
  'webpack-merge',
) as {
  merge: (...configs: object[]) => object;
};

/** Rspack as Docusaurus Faster installs it, the bundler the dev server runs. */
const rspack = createRequire(require.resolve('@docusaurus/faster/package.json'))(
  '@rspack/core',
) as {
  rspack: (options: object) => {
    run: (
      done: (error: Error | null, stats?: {hasErrors(): boolean; toString(): string}) => void,
    ) => void;
    close: (done: () => void) => void;
  };
};

/**
 * Compiles `entry` in development mode with `options` added, as the dev
 * server's browser bundle would be, and returns the bundle or why it failed.
 */
async function compiled(folder: string, entry: string, options: object): Promise<string> {
  const compiler = rspack.rspack({
    mode: 'development',
    devtool: false,
    context: folder,
    entry,
    output: {path: path.join(folder, 'out'), filename: 'main.js'},
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString()));
        else resolve();
      });
    });
  });
  return readFileSync(path.join(folder, 'out/main.js'), 'utf8');
}

/** A site's generated files folder with a registry of one page, as Docusaurus writes it. */
function registryFolder(): string {
  const folder = path.join(scratchFolder('registry-site-'), 'generated');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'page.js'), 'export default "page";\n');
  writeFileSync(
    path.join(folder, 'registry.js'),
    'export default {\n  "page-1a2": [() => import(/* webpackChunkName: "page-1a2" */ "./page.js"), "./page.js", require.resolveWeak("./page.js")],\n};\n',
  );
  return folder;
}

/** The registry the installed Docusaurus generates for two pages. */
async function generatedRegistry(): Promise<string> {
  const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRouteFiles: (options: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
  };
  const generatedFilesDir = scratchFolder('docusaurus-registry-');
  await generateRouteFiles({
    generatedFilesDir,
    routes: [
      {path: '/a', component: '@site/src/pages/a.tsx', exact: true},
      {
        path: '/docs/b',
        component: '@theme/DocItem',
        exact: true,
        modules: {content: '@site/docs/b.mdx'},
      },
    ],
  });
  return readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}

type ConfigureWebpack = (
  config: {mode: string},
  isServer: boolean,
  utils: {currentBundler: {name: string; instance: unknown}},
) => {
  lazyCompilation?: unknown;
  module?: {rules: {test: (file: string) => boolean; use: string[]}[]};
  plugins?: object[];
  devServer?: {
    setupMiddlewares: (middlewares: unknown[], devServer: {compiler: object}) => unknown[];
  };
};

function configureWebpackOf(plugin: Plugin): ConfigureWebpack {
  return plugin.configureWebpack?.bind(plugin) as unknown as ConfigureWebpack;
}

describe('lazy compilation under the dev server', () => {
  it('drops every weak id of the registry the installed Docusaurus writes, and keeps its chunks', async () => {
    const registry = await generatedRegistry();
    const chunks = registry.match(/\(\) => import\(/g)?.length ?? 0;
    expect(chunks).toBe(3);
    expect(registry.match(/require\.resolveWeak\(/g)).toHaveLength(chunks);
    const rewritten = registryWithoutWeakIds(registry);
    expect(rewritten).not.toContain('resolveWeak');
    expect(rewritten.match(/\(\) => import\(/g)).toHaveLength(chunks);
    expect(rewritten.match(/, undefined\],/g)).toHaveLength(chunks);
    // The bundler's loader, plain JavaScript, loads the same function.
    const loader = require('../../src/plugins/dev-lazy-compilation/registryLoader.cjs') as (
      source: string,
    ) => string;
    expect(loader(registry)).toBe(rewritten);
  });

  it('stops on a registry whose chunks do not each end with a weak id', async () => {
    const registry = await generatedRegistry();
    const oneLost = registry.replace(/, require\.resolveWeak\("[^"]*"\)\]/, ']');
    expect(() => registryWithoutWeakIds(oneLost)).toThrow(/docusaurus-registry-weak-ids/);
    expect(registryWithoutWeakIds('export default {\n};\n')).toBe('export default {\n};\n');
  });

  it('relies on the installed Docusaurus and react-loadable as they are, and names what changed', () => {
    const installed = (packageName: string, file: string) =>
      installedPackageText(siteDir, packageName, file);
    expect(unmetExpectations(installed)).toEqual([]);
    for (const {internal, packageName, file} of EXPECTED_SOURCES) {
      const changed = (name: string, wanted: string) =>
        name === packageName && wanted === file ? '' : installed(name, wanted);
      expect(unmetExpectations(changed)).toEqual([
        {internal, problem: expect.stringContaining(file)},
      ]);
    }
    // A second use of the weak id in the client is a use this cannot vouch for.
    const usedTwice = (name: string, wanted: string) =>
      wanted === 'lib/client/exports/ComponentCreator.js'
        ? `${installed(name, wanted)}\nconsole.log(chunkRegistry[2]);`
        : installed(name, wanted);
    expect(unmetExpectations(usedTwice)).toHaveLength(1);
  });

  it('compiles lazily for the dev server only, mounting the endpoint on a compiler not yet started', () => {
    const generatedFilesDir = registryFolder();
    const plugin = pluginDevLazyCompilation({siteDir, generatedFilesDir} as LoadContext);
    const configure = configureWebpackOf(plugin);
    const endpointsMadeFor: object[] = [];
    const rspack = {
      name: 'rspack',
      instance: {
        lazyCompilationMiddleware: (compiler: object) => {
          endpointsMadeFor.push(compiler);
          return () => undefined;
        },
      },
    };
    expect(configure({mode: 'production'}, false, {currentBundler: rspack})).toEqual({});
    expect(configure({mode: 'development'}, true, {currentBundler: rspack})).toEqual({});

    const dev = configure({mode: 'development'}, false, {currentBundler: rspack});
    expect(dev.lazyCompilation).toEqual({entries: false, imports: true});
    const [rule] = dev.module?.rules ?? [];
    expect(rule?.test(path.join(generatedFilesDir, 'registry.js'))).toBe(true);
    expect(rule?.test(path.join(generatedFilesDir, 'routes.js'))).toBe(false);
    expect(rule?.test(path.join(generatedFilesDir, 'registry.jsx'))).toBe(false);
    expect(dev.plugins).toHaveLength(1);
    expect(rule?.use).toEqual([
      path.join(siteDir, 'src/plugins/dev-lazy-compilation/registryLoader.cjs'),
    ]);

    const compiler = {running: false};
    const theirs = [{name: 'webpack-dev-middleware'}];
    const added = dev.devServer?.setupMiddlewares(theirs, {compiler});
    expect(added).toEqual([{name: LAZY_COMPILATION_MIDDLEWARE, middleware: expect.any(Function)}]);
    expect(theirs).toEqual([{name: 'webpack-dev-middleware'}]);
    expect(endpointsMadeFor).toEqual([compiler]);
    expect(() => dev.devServer?.setupMiddlewares([], {compiler: {running: true}})).toThrow(
      /dev-server-middlewares-before-compile/,
    );

    const withoutEndpoint = {name: 'webpack', instance: {}};
    expect(() =>
      configure({mode: 'development'}, false, {currentBundler: {...rspack, instance: {}}}),
    ).toThrow(/lazyCompilationMiddleware/);
    expect(configure({mode: 'development'}, false, {currentBundler: withoutEndpoint})).toEqual({});
  });

  it('adds the endpoint after the dev server’s own middlewares, merged as Docusaurus merges them', () => {
    const plugin = pluginDevLazyCompilation({
      siteDir,
      generatedFilesDir: registryFolder(),
    } as LoadContext);
    const dev = configureWebpackOf(plugin)({mode: 'development'}, false, {
      currentBundler: {
        name: 'rspack',
        instance: {lazyCompilationMiddleware: () => () => undefined},
      },
    });
    // Docusaurus's own options put its source-map middleware first, in the list it was given.
    const docusaurus = {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift({name: 'evalSourceMapMiddleware'});
        return middlewares;
      },
    };
    const merged = merge(docusaurus, dev.devServer ?? {}) as {
      setupMiddlewares: (middlewares: unknown[], devServer: {compiler: object}) => {name: string}[];
    };
    const served = merged.setupMiddlewares([{name: 'webpack-dev-middleware'}], {
      compiler: {running: false},
    });
    expect(served.map(({name}) => name)).toEqual([
      'evalSourceMapMiddleware',
      'webpack-dev-middleware',
      LAZY_COMPILATION_MIDDLEWARE,
    ]);
  });

  it('bundles the registry without its weak ids through a linked folder, and stops a compile that kept them', async () => {
    const generatedFilesDir = registryFolder();
    const linked = path.join(path.dirname(generatedFilesDir), 'linked');
    symlinkSync(generatedFilesDir, linked);
    const site = path.dirname(generatedFilesDir);
    writeFileSync(
      path.join(site, 'entry.js'),
      'import registry from "./linked/registry.js";\nconsole.log(registry);\n',
    );
    const dev = (folder: string) =>
      configureWebpackOf(
        pluginDevLazyCompilation({siteDir, generatedFilesDir: folder} as LoadContext),
      )({mode: 'development'}, false, {
        currentBundler: {
          name: 'rspack',
          instance: {lazyCompilationMiddleware: () => () => undefined},
        },
      });
    const {module, plugins} = dev(linked);

    const bundle = await compiled(site, './entry.js', {module, plugins});
    expect(bundle).toContain('"./page.js", undefined]');
    expect(bundle).not.toContain('resolveWeak');
    // The rule named another folder: the registry kept its weak ids, and the check says so.
    await expect(
      compiled(site, './entry.js', {plugins: dev(registryFolder()).plugins}),
    ).rejects.toThrow(/no module of the compile is Docusaurus's registry/);
    // The rule was left out of the bundler's options.
    await expect(compiled(site, './entry.js', {plugins})).rejects.toThrow(
      /registry \(.*registry\.js\) was built without the loader/,
    );
  });
});
