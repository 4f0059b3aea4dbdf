import {readdirSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
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
    const browser = await launchChromium();
    await (await browser.newPage()).setContent('<p>drawn</p>');
    await browser.close();
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('leaves nothing once a Lighthouse run has ended it with a signal', async () => {
    const tmp = scratchFolder('chromium-temporary-');
    vi.stubEnv('TMPDIR', tmp);
    const chromium = await launchDebuggableChromium();
    await chromium.close();
    expect(readdirSync(tmp)).toEqual([]);
  });
});
