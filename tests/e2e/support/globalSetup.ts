import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import type {TestProject} from 'vitest/node';
import {manyContextChromiumArgs} from '../../../src/site/chromiumBrowserUi';
import {freePort, startNginx} from '../../../src/deploy/nginxServer';
import {buildDir} from './builtPage';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumArgs: string[];
  }
}

/**
 * Serves the production build once for every e2e file, through nginx with
 * the production configuration (deploy/nginx) and its features off, as a
 * default deployment runs. Files that test the Ask AI proxy or search
 * reports start their own server with those switched on. Chromium's
 * arguments are found once here too: every file's browser opens a context
 * for nearly every test, and those arguments spare each one the browser's
 * address bar popup.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(
      `No production build in ${buildDir}. Run \`npm run build\` before the e2e tests.`,
    );
  }
  // Before nginx starts, so that a failed check leaves no server running.
  project.provide('chromiumArgs', await manyContextChromiumArgs(chromium));
  const running = await startNginx({
    siteDir: path.resolve(import.meta.dirname, '../../..'),
    buildDir,
    port: await freePort(),
    env: {},
  });
  project.provide('baseURL', running.url);
  return running.close;
}
