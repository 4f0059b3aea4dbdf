import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {chromium} from 'playwright-core';
import {launchChromium} from '../../src/site/chromium';
import {launchDebuggableChromium} from '../../bench/measures/lighthouse/debuggableChromium';
import {scratchFolder} from '../support/scratchFolder';

/*
 * Chromium leaves a folder with its singleton socket in TMPDIR unless it
 * shuts down cleanly; the site's ways of starting it give it a folder of
 * its own and remove it. The temporary folder is this process's TMPDIR for
 * the test, which os.tmpdir() reads at each call.
 */
afterEach(() => vi.unstubAllEnvs());

describe('a Chromium the tests, the bench or the build start', () => {
  it('leaves nothing in the temporary folder once closed, in any test worker', async () => {
    const tmp = scratchFolder('chromium-temporary-');
    vi.stubEnv('TMPDIR', tmp);
    const browser = await launchChromium(chromium);
    await (await browser.newPage()).setContent('<p>drawn</p>');
    await browser.close();
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('starts from a module tsx runs, as the bench is, leaving nothing once closed', () => {
    const tmp = scratchFolder('chromium-temporary-');
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs');
    const launched = spawnSync(
      process.execPath,
      [tsx, path.join(import.meta.dirname, 'fixtures/launch-chromium.mts')],
      {env: {...process.env, TMPDIR: tmp}, encoding: 'utf8'},
    );
    expect(`${launched.stdout}${launched.stderr}`.trim()).toBe('closed');
    // tsx keeps its compiled modules in a cache folder of the temporary folder, by design.
    expect(readdirSync(tmp).filter((name) => !name.startsWith('tsx-'))).toEqual([]);
  });

  it('leaves nothing once a Lighthouse run has ended it with a signal', async () => {
    const tmp = scratchFolder('chromium-temporary-');
    vi.stubEnv('TMPDIR', tmp);
    const debuggable = await launchDebuggableChromium();
    await debuggable.close();
    expect(readdirSync(tmp)).toEqual([]);
  });
});
