import path from 'node:path';
import {afterAll, beforeAll} from 'vitest';
import {freePort, startNginx, type RunningNginx} from '../../../src/deploy/nginxServer';
import type {ServerEnv} from '../../../src/deploy/serverSettings';
import {buildDir} from './builtPage';

/**
 * A second production server for one test file, on the same build, with
 * the features `env()` switches on (the Ask AI proxy, search reports), as
 * an operator would set them. Started before the file's tests, stopped after.
 */
export function featureServer(env: () => ServerEnv): () => RunningNginx {
  let running: RunningNginx | undefined;
  beforeAll(async () => {
    running = await startNginx({
      siteDir: path.resolve(import.meta.dirname, '../../..'),
      buildDir,
      port: await freePort(),
      env: env(),
    });
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('The feature server is not started yet.');
    return running;
  };
}
