import {readFileSync} from 'node:fs';
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
  module?: {rules: {test: RegExp; use: string[]}[]};
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
    const generatedFilesDir = path.join(siteDir, '.docusaurus');
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
    expect(rule?.test.test(path.join(generatedFilesDir, 'registry.js'))).toBe(true);
    expect(rule?.test.test(path.join(generatedFilesDir, 'routes.js'))).toBe(false);
    expect(rule?.test.test(path.join(generatedFilesDir, 'registry.jsx'))).toBe(false);
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
      generatedFilesDir: path.join(siteDir, '.docusaurus'),
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
});
