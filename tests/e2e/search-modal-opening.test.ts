import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';
import {dialog, openGuidePage, searchInput} from './support/searchModal';
import {interceptScripts} from './support/interceptScripts';

/* How the search modal opens, takes what the reader types, and holds the focus. */
const browser = sharedBrowser();
const pool = pagePool(browser, 1);

describe('search modal', () => {
  it('opens on the button, Ctrl+K and /, closes on Escape and gives focus back', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      const button = page.locator('[data-search-button]');
      await button.click();
      await expect
        .poll(() => searchInput(page).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Escape');
      expect(await dialog(page).count()).toBe(0);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('Control+k');
      await dialog(page).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('main').click({position: {x: 5, y: 5}});
      await page.keyboard.press('/');
      await dialog(page).waitFor();
    });
  });

  it('keeps every key typed right after the shortcut on a page that has just loaded', async () => {
    const tries = [
      {path: '/', shortcut: 'Control+k'},
      {path: '/core-concepts/architecture', shortcut: 'Control+k'},
      {path: '/references/livelink.js/classes/Livelink', shortcut: 'Control+k'},
      {path: '/core-concepts/architecture', shortcut: '/'},
    ];
    for (const {path, shortcut} of tries) {
      // A new context each time, so nothing (code, index) is cached from the previous try.
      const {page, close} = await openPage(browser());
      try {
        // Neither hydration nor the modal's code is waited for: the keys arrive
        // while they load, as when a reader searches the moment a page shows.
        await page.goto(path, {waitUntil: 'domcontentloaded'});
        await page.keyboard.press(shortcut);
        await page.keyboard.type('rendering session');
        // null while the modal is not there, so a lost shortcut fails with this try's name.
        const typed = async () =>
          (await searchInput(page).count()) === 0 ? null : searchInput(page).inputValue();
        await expect.poll(typed, {message: `${shortcut} on ${path}`}).toBe('rendering session');
      } finally {
        await close();
      }
    }
  });

  it('keeps focus inside the dialog while it is open', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('livelink');
      await dialog(page).locator('[data-search-section]').first().waitFor();
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });
  });

  it('stays open when opened while the next page loads, once that page shows', async () => {
    const {page, close} = await openPage(browser());
    try {
      // The next page's content, once this page is open (routing keeps it out of the cache): held,
      // so the navigation cannot end until it is let through.
      let hold = false;
      const scripts = await interceptScripts(page, (body) =>
        hold &&
        body.includes('The relationships are simple: a scene can have any number of sessions')
          ? 'hold'
          : 'pass',
      );
      await openGuidePage(page);
      hold = true;
      await page.locator('main a[href="/core-concepts/rendering-sessions"]').first().click();
      await expect.poll(() => scripts.held()).toBeGreaterThan(0);
      await page.keyboard.press('Control+k');
      await dialog(page).waitFor();
      await scripts.release('pass');
      await page.locator('h1', {hasText: 'Rendering sessions'}).waitFor();
      expect(await dialog(page).count()).toBe(1);
    } finally {
      await close();
    }
  });
});
