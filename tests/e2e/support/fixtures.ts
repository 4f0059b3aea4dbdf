import {afterAll, beforeAll} from 'vitest';
import type {Browser} from 'playwright-core';
import {launchBrowser} from '../../../bench/measures/chromium';

/** One Chromium for all the tests of a file, closed when the file ends. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
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
