import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {product} from '../site/product';
import type {DocsServerOptions} from './docsServer';
import {siteBuildDirectory} from '../settings/buildDirectory';
import type {Environment} from '../settings/environmentVariables';
import {PAGEFIND_FOLDER, PAGEFIND_SCRIPT} from '../plugins/search/shared/pagefindFolder';

/**
 * What both entry points of the docs MCP server serve: the build in
 * `DOCS_BUILD_DIR` or the site's `build/`, links under the site's address,
 * and the site's version. Throws, saying what to run, when there is no
 * built search index to serve.
 */
export function serverOptions(
  siteDir: string,
  env: Environment<'DOCS_BUILD_DIR'> = process.env,
): DocsServerOptions {
  const buildDir = siteBuildDirectory(siteDir, env);
  if (!existsSync(path.join(buildDir, PAGEFIND_FOLDER, PAGEFIND_SCRIPT))) {
    throw new Error(`No built docs in ${buildDir}: run \`npm run build\` first.`);
  }
  const {version} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {buildDir, siteUrl: product.siteUrl, version};
}
