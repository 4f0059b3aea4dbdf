import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStaticServer} from '../../support/staticServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the production build once for every e2e file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const buildDir = path.resolve(import.meta.dirname, '../../../build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/. Run `npm run build` before the e2e tests.');
  }
  const running = await startStaticServer(buildDir);
  project.provide('baseURL', running.url);
  return running.close;
}
