import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertDevServerMergesPluginOptions} from '../../site/devServerMerge';
import type {PluginOptions} from './options';
import {PAGEFIND_FOLDER} from './shared/pagefindFolder';
import type {SearchSettings} from './shared/searchSettings';
import {writePublishedSettings} from './writePublishedSettings';
import {readVocabulary, VOCABULARY_FILE, type Vocabulary} from './vocabulary/vocabularyFile';

export {validateOptions} from './options';

/**
 * Site search: an embedded Pagefind index (written after each production
 * build by the built-pages plugin, from `indexing/`) with the words and
 * synonyms that make it forgive a reader's words,
 * the navbar button and modal (`@theme/SearchBar`), the search page, and the
 * Glossary's component (`@theme/Glossary`), from the same vocabulary file.
 * Hosted search (Algolia) and Ask AI are switched on by the settings.
 */
export default function pluginSearch(
  context: LoadContext,
  options: PluginOptions,
): Plugin<Vocabulary> {
  // Only the settings: the validated options also carry Docusaurus's plugin `id`.
  const settings: SearchSettings = {
    searchPagePath: options.searchPagePath,
    issuesUrl: options.issuesUrl,
    popularPages: options.popularPages,
    algolia: options.algolia,
    askAi: options.askAi,
    searchReport: options.searchReport,
    pageFeedback: options.pageFeedback,
    mcp: options.mcp,
    apiConsole: options.apiConsole,
  };
  const vocabularyFile = path.join(context.siteDir, VOCABULARY_FILE);
  assertDevServerMergesPluginOptions(
    context.siteDir,
    'site-search',
    "the last build's search index",
  );
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
    getPathsToWatch() {
      return [vocabularyFile];
    },
    // Read and checked before anything is bundled, so a broken vocabulary stops the build at once.
    async loadContent() {
      return readVocabulary(vocabularyFile);
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
      // The Glossary page imports the vocabulary file, to render from what search reads.
      const module = {
        rules: [
          {test: /_vocabulary\.yml$/, use: [path.join(__dirname, 'vocabulary/yamlLoader.cjs')]},
        ],
      };
      if (isServer) {
        return {module};
      }
      // Under `npm start`, serve the index of the last production build;
      // `docusaurus start` merges a plugin's `devServer` into its own options (see `devServerMerge`).
      const devServer = {
        static: [
          {
            directory: path.join(context.outDir, PAGEFIND_FOLDER),
            publicPath: `/${PAGEFIND_FOLDER}`,
            watch: false,
          },
        ],
      };
      return {module, devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    // The index itself is built by the built-pages plugin, which reads every page once for all its readers.
    async postBuild({outDir}) {
      writePublishedSettings(outDir, settings);
    },
  };
}
