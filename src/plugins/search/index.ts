import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPagefindIndex} from './indexing/buildPagefindIndex';
import type {PluginOptions} from './options';
import {PAGEFIND_FOLDER} from './shared/pagefindFolder';
import {readSearchPages} from './indexing/readSearchPages';
import type {SearchSettings} from './shared/searchSettings';
import {writePublishedSettings} from './writePublishedSettings';

export {validateOptions} from './options';

/**
 * Site search: an embedded Pagefind index written after each production
 * build, the navbar button and modal (`@theme/SearchBar`), and the search
 * page. Hosted search (Algolia) and Ask AI are switched on by the settings.
 */
export default function pluginSearch(context: LoadContext, options: PluginOptions): Plugin {
  // Only the settings: the validated options also carry Docusaurus's plugin `id`.
  const settings: SearchSettings = {
    searchPagePath: options.searchPagePath,
    issuesUrl: options.issuesUrl,
    algolia: options.algolia,
    askAi: options.askAi,
    searchReport: options.searchReport,
  };
  return {
    name: 'site-search',
    getThemePath() {
      // Docusaurus loads plugins as CommonJS, so `__dirname` is this folder.
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      // Runs before hydration, so the search shortcuts work on a page that has just loaded.
      return [path.join(__dirname, 'client/searchShortcuts.ts')];
    },
    async contentLoaded({actions}) {
      actions.setGlobalData(settings);
      actions.addRoute({
        path: settings.searchPagePath,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      // Under `npm start`, serve the index of the last production build;
      // `docusaurus start` merges a plugin's `devServer` into its own options.
      const devServer = {
        static: [
          {
            directory: path.join(context.outDir, PAGEFIND_FOLDER),
            publicPath: `/${PAGEFIND_FOLDER}`,
            watch: false,
          },
        ],
      };
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({outDir}) {
      writePublishedSettings(outDir, settings);
      const started = performance.now();
      const {pages, skipped} = readSearchPages(outDir);
      const readMs = performance.now() - started;
      const {report, ms: pagefindMs} = buildPagefindIndex(context.siteDir, outDir, pages);
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      // The bench reads this line (scripts/bench.mts); keep the two together.
      console.info(
        `[site-search] indexed ${report.pages} pages in ${seconds(readMs + pagefindMs)} (reading ${seconds(readMs)}, Pagefind ${seconds(pagefindMs)}; ${skipped} listings skipped; ${report.chunksAfter} word chunks, ${report.parts} result parts, ${report.names} names)`,
      );
    },
  };
}
