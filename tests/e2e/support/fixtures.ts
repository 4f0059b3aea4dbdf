import {afterAll, beforeAll} from 'vitest';
import {chromium, type Browser} from 'playwright-core';
import {launchChromium} from '../../../src/site/chromium';

/** One Chromium for all the tests of a file, closed when the file ends. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(chromium);
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
