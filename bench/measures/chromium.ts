import {chromium, type Browser} from 'playwright-core';
import {chromiumArgs, chromiumPath, chromiumTemporaryFolder} from '../../src/site/chromium';

/** Starts a headless Chromium for tests and the bench. */
export async function launchBrowser(): Promise<Browser> {
  const temporary = chromiumTemporaryFolder();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
    env: temporary.env,
    headless: true,
  });
  browser.once('disconnected', temporary.remove);
  return browser;
}
