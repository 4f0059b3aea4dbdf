import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_CONSOLE_DATA_FOLDER} from '../../site/restApi/consoleDataPath';
import {OPENAPI_FILE, readOpenApiFile} from '../../site/restApi/openApiFile';
import {GENERATED_STATIC_DIR} from '../../site/generatedStaticDir';
import {consoleOperationFiles} from './consoleOperationFiles';

/**
 * The data of the REST API console (`@site/src/components/ApiConsole`): one
 * small JSON file per operation, written from the OpenAPI file into the
 * site's generated static directory, so a page fetches its own only when
 * the reader opens the console and its first load carries none of it.
 */
export default function pluginApiConsole(context: LoadContext): Plugin {
  const specFile = path.join(context.siteDir, OPENAPI_FILE);
  return {
    name: 'site-api-console',
    getPathsToWatch() {
      return [specFile];
    },
    // Before bundling, which copies the static directories into the build.
    async loadContent() {
      if (!context.siteConfig.staticDirectories.includes(GENERATED_STATIC_DIR)) {
        throw new Error(
          `site-api-console: ${GENERATED_STATIC_DIR}, where the console files go, is not in staticDirectories.`,
        );
      }
      const outputDir = path.join(context.siteDir, GENERATED_STATIC_DIR, API_CONSOLE_DATA_FOLDER);
      // Operations removed from the file lose their console file too.
      rmSync(outputDir, {recursive: true, force: true});
      mkdirSync(outputDir, {recursive: true});
      const spec = readOpenApiFile(context.siteDir);
      for (const [pageId, json] of consoleOperationFiles(spec)) {
        writeFileSync(path.join(outputDir, `${pageId}.json`), json);
      }
    },
  };
}
