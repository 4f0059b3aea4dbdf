import {afterAll, beforeAll, inject} from 'vitest';
import {chromium, type Browser} from 'playwright-core';
import {chromiumPath, launchChromium} from '../../../src/site/chromium';

/**
 * One Chromium for all the tests of a file, closed when the file ends,
 * started with the arguments the global setup found for browsers that open
 * many contexts.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(chromium, chromiumPath, inject('chromiumArgs'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) {
      throw new Error('The browser is not started yet.');
    }
    return browser;
  };
}
