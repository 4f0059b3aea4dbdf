import {chromium} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {chromiumArgs, launchChromium} from '../../src/site/chromium';
import {browserUiPagesBesideAPage, manyContextChromiumArgs} from '../../src/site/chromiumBrowserUi';
import {DEBIAN_CHROMIUM} from '../../src/settings/systemPackages.mjs';
import {sharedBrowser} from './support/fixtures';

const browser = sharedBrowser();

describe("the tests' Chromium", () => {
  it('opens no page of its own beside the pages a test opens', async () => {
    expect(await browserUiPagesBesideAPage(browser())).toEqual([]);
  });

  it("opens the address bar popup beside them without those arguments, in Debian's full browser, so the check can see it", async () => {
    // Debian's full browser, which CI drives, even where CHROMIUM_PATH names the headless shell,
    // which has no address bar. If this fails because the full browser no longer opens the popup,
    // the features and their entry in the registry of dependency internals can go.
    const plain = await launchChromium(chromium, DEBIAN_CHROMIUM.path, chromiumArgs);
    try {
      const pages = await browserUiPagesBesideAPage(plain);
      expect(pages.some((url) => url.startsWith('chrome://omnibox-popup'))).toBe(true);
    } finally {
      await plain.close();
    }
  });

  it('is started with the arguments the check finds for the installed Chromium', async () => {
    expect(await manyContextChromiumArgs(chromium)).toEqual(inject('chromiumArgs'));
  });
});
