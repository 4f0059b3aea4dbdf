import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {installedDevServerModule, mergesPluginDevServer} from '../../src/site/devServerMerge';
import pluginSearch from '../../src/plugins/search/index';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('search under npm start', () => {
  it('serves the last production build’s index from the dev server, in the browser bundle only', () => {
    const plugin = pluginSearch({outDir: path.join(siteDir, 'build'), siteDir} as LoadContext, {
      id: 'default',
      searchPagePath: '/search',
      popularPages: [],
      issuesUrl: 'https://example.test/issues/new',
      searchReport: null,
      pageFeedback: null,
      mcp: null,
      apiConsole: null,
      algolia: null,
      askAi: null,
    });
    const configure = plugin.configureWebpack?.bind(plugin) as unknown as (
      config: object,
      isServer: boolean,
    ) => {devServer?: {static: {directory: string; publicPath: string}[]}};
    expect(configure({}, false).devServer?.static).toEqual([
      {directory: path.join(siteDir, 'build/pagefind'), publicPath: '/pagefind', watch: false},
    ]);
    expect(configure({}, true).devServer).toBeUndefined();
  });

  it('relies on Docusaurus merging a plugin’s devServer options, which the installed version still does', () => {
    expect(mergesPluginDevServer(installedDevServerModule(siteDir))).toBe(true);
    expect(
      mergesPluginDevServer(
        'const devServerConfig = (0, webpack_merge_1.default)([defaultDevServerConfig].filter(Boolean));',
      ),
    ).toBe(false);
    // A merge that does not join the plugins' setupMiddlewares with its own is not the one relied on.
    expect(
      mergesPluginDevServer(
        'const devServerConfig = Object.assign({}, ...[defaultDevServerConfig, config.devServer]);',
      ),
    ).toBe(false);
  });
});
