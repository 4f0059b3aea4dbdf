import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPagefindIndex} from './buildPagefindIndex';
import {readSearchPages} from './readSearchPages';
import {PAGEFIND_FOLDER, readBuiltPages} from './builtPages';
import {writeMachineDocs} from './writeMachineDocs';
import {PUBLISHED_SETTINGS_PATH} from './shared/publishedSettings';
import {writeFileSync} from 'node:fs';
import type {SearchSettings} from './shared/searchSettings';
import {readOperationMarkdown, type RestApiSource} from './readOperationMarkdown';

/**
 * The plugin's options: the browser's settings, and where the REST API's
 * OpenAPI file and pages are, so their Markdown twins come from the file.
 */
export type SearchPluginOptions = SearchSettings & {
  restApi?: RestApiSource;
};

/**
 * Site search: an embedded Pagefind index written after each production
 * build, the navbar button and modal (`@theme/SearchBar`), and the search
 * page. Hosted search (Algolia) and Ask AI are switched on by the settings.
 */
export default function pluginSearch(context: LoadContext, options: unknown): Plugin {
  // Built by searchSettingsFromEnv in the site config, so already in shape.
  const {restApi, ...settings} = options as SearchPluginOptions;
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
    async postBuild({outDir, siteConfig}) {
      // Read by the browser at run time, so a deployment can swap engines without a rebuild.
      writeFileSync(
        path.join(outDir, PUBLISHED_SETTINGS_PATH),
        JSON.stringify({algolia: settings.algolia, askAi: settings.askAi}),
      );
      // Twins' work, timed with them rather than with the index.
      const operationsStarted = performance.now();
      const operationPages = restApi ? readOperationMarkdown(context.siteDir, restApi) : undefined;
      const operationsMs = performance.now() - operationsStarted;
      const started = performance.now();
      const {pages, skipped, markdownMs} = readBuiltPages(outDir, siteConfig.url, operationPages);
      const readMs = performance.now() - started - markdownMs;
      const twinsStarted = performance.now();
      writeMachineDocs(
        outDir,
        {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url},
        pages.map((page) => page.machine),
      );
      const twinsMs = operationsMs + markdownMs + performance.now() - twinsStarted;
      const searchStarted = performance.now();
      const search = readSearchPages(outDir);
      const searchReadMs = performance.now() - searchStarted;
      const {report, ms: pagefindMs} = buildPagefindIndex(context.siteDir, outDir, search.pages);
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      // The bench reads this line (scripts/bench.mts); keep the two together.
      console.info(
        `[site-search] indexed ${report.pages} pages in ${seconds(searchReadMs + pagefindMs)} (reading ${seconds(searchReadMs)}, Pagefind ${seconds(pagefindMs)}; ${search.skipped} listings skipped; ${report.chunksAfter} word chunks, ${report.parts} result parts, ${report.names} names); Markdown twins and llms files in ${seconds(twinsMs)}`,
      );
      void readMs;
      void skipped;
    },
  };
}
