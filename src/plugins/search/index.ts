import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPagefindIndex, PAGEFIND_FOLDER} from './buildPagefindIndex';
import {writeMachineDocs} from './writeMachineDocs';
import {ASK_AI_SETTINGS_PATH} from './client/askAiSettings';
import {writeFileSync} from 'node:fs';
import type {SearchSettings} from './client/searchSettings';

/**
 * Site search: an embedded Pagefind index written after each production
 * build, the navbar button and modal (`@theme/SearchBar`), and the search
 * page. Hosted search (Algolia) and Ask AI are switched on by the settings.
 */
export default function pluginSearch(context: LoadContext, options: unknown): Plugin {
  // Built by searchSettingsFromEnv in the site config, so already in shape.
  const settings = options as SearchSettings;
  return {
    name: 'site-search',
    getThemePath() {
      // Docusaurus loads plugins as CommonJS, so `__dirname` is this folder.
      return path.join(__dirname, 'theme');
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
      writeFileSync(path.join(outDir, ASK_AI_SETTINGS_PATH), JSON.stringify(settings.askAi ?? {}));
      const twins = writeMachineDocs(outDir, {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: siteConfig.url,
      });
      console.info(`[site-search] wrote llms.txt, llms-full.txt and ${twins} Markdown pages`);
      const report = buildPagefindIndex(outDir, context.siteDir);
      console.info(
        `[site-search] indexed ${report.pagesIndexed} pages (${report.pagesSkipped} listings skipped) in ${(report.milliseconds / 1000).toFixed(1)} s`,
      );
    },
  };
}
