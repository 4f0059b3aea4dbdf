import {beforeAll, describe, expect, it} from 'vitest';
import {axeViolations} from './support/axe';
import {apiConsoleUnderTest, panel, send, sendAndWait, UNKNOWN_ID} from './support/apiConsole';
import {openPage} from './support/browser';
import {themeStorageKey} from './support/themeStorageKey';
import {openHydrated} from '../../bench/measures/hydrated';

const {browser, server} = apiConsoleUnderTest();

describe('the API console’s accessibility: WCAG 2.2 AA, checked by axe-core', () => {
  let storageKey = '';
  beforeAll(async () => {
    storageKey = await themeStorageKey(server().url);
  });

  it.each(['light', 'dark'] as const)(
    'has no violations with the console open, a response and an error shown, %s mode',
    async (mode) => {
      const {page, close} = await openPage(browser(), {baseURL: server().url});
      try {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          storageKey,
          mode,
        ] as const);
        await openHydrated(page, '/references/api/get-asset-dependencies');
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        await page.locator('[data-api-console] > button').click();
        await panel(page).waitFor();
        await panel(page).getByLabel('asset_id').fill(UNKNOWN_ID);
        expect(await sendAndWait(page)).toMatch(/^(401|404)\b/);
        await panel(page).getByLabel('asset_id').fill('not an id');
        await send(page);
        await page.locator('[data-api-console-issues] li').first().waitFor();
        expect(await axeViolations(page, '[data-api-console]')).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
