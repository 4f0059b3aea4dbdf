import path from 'node:path';
import {build} from 'esbuild';
import type {Browser, Page} from 'playwright-core';

const siteDir = path.resolve(import.meta.dirname, '../..');

/**
 * The site's embedded search engine (`pagefindEngine`), bundled as a script
 * that sets `window.siteSearch` when added to a page of the production
 * build. Tests rank and time queries through the same code the modal runs,
 * rather than a copy of it.
 */
export async function searchEngineScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import {searchPagefind} from './src/plugins/search/engine/pagefindEngine';
        window.siteSearch = {searchPagefind};`,
      resolveDir: siteDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [script] = result.outputFiles;
  if (!script) throw new Error('esbuild wrote no search engine script');
  return script.text;
}

/**
 * A fresh page of the served build at `path`, with the site's engine loaded
 * as `window.siteSearch` (see `searchEngineScript`); `close` ends its context.
 */
export async function pageWithSearchEngine(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<{page: Page; close: () => Promise<void>}> {
  // The engine is injected as an inline script, which the production server's policy
  // blocks by design; this harness is the only place that needs it.
  const context = await browser.newContext({baseURL, bypassCSP: true});
  const page = await context.newPage();
  await page.goto(path, {waitUntil: 'networkidle'});
  await page.addScriptTag({content: await searchEngineScript()});
  return {page, close: () => context.close()};
}
