import {chromium, type Browser} from 'playwright-core';
import {chromiumArgs, chromiumEnvironment, chromiumPath} from '../../src/site/chromium';

/** Starts a headless Chromium for tests and the bench. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
    env: chromiumEnvironment(),
    headless: true,
  });
}
