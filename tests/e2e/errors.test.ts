import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {
  interceptScripts,
  SEARCH_MODAL_MARKER,
  type ScriptVerdict,
} from './support/interceptScripts';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();

describe('error screens', () => {
  it('shows "This page crashed." with the error and a Try again button that recovers', async () => {
    const {page, close} = await openPage(browser());
    // Make date formatting throw while the devlog renders, then allow it again.
    await page.addInitScript(() => {
      const original = Intl.DateTimeFormat;
      const state = window as unknown as {breakDates: boolean};
      state.breakDates = true;
      Intl.DateTimeFormat = function (
        this: unknown,
        ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
      ) {
        if (state.breakDates) {
          throw new Error('Date formatting is unavailable');
        }
        return new original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.goto('/devlog/', {waitUntil: 'networkidle'});
    const title = page.locator('h1', {hasText: 'This page crashed.'});
    await expect.poll(() => title.count()).toBeGreaterThan(0);
    expect(await page.locator('body').textContent()).toContain('Date formatting is unavailable');
    await page.evaluate(() => {
      (window as unknown as {breakDates: boolean}).breakDates = false;
    });
    await page.locator('button', {hasText: 'Try again'}).first().click();
    await expect.poll(() => title.count()).toBe(0);
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await close();
  });

  it('shows a spinner while the search modal loads, then an error box with Retry if it fails', async () => {
    const {page, close} = await openPage(browser());
    let verdict: ScriptVerdict = 'hold';
    const scripts = await interceptScripts(page, (body) =>
      body.includes(SEARCH_MODAL_MARKER) ? verdict : 'pass',
    );
    await openHydrated(page, '/get-started/why-3dverse');
    await page.locator('[data-search-button]').click();
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    const placeholder = page.locator('[data-search-placeholder]');
    await expect.poll(() => placeholder.locator('svg#loader').count()).toBe(1);

    verdict = 'fail';
    await scripts.release('fail');
    const retry = placeholder.locator('button', {hasText: 'Retry'});
    await expect.poll(() => retry.count()).toBe(1);
    expect(await placeholder.textContent()).toMatch(/chunk|load/i);

    verdict = 'pass';
    await retry.click();
    await expect.poll(() => page.locator('[data-search-results]').count()).toBe(1);
    expect(await placeholder.count()).toBe(0);
    await close();
  });

  it('shows a theme error with its message and Try again when the search modal crashes', async () => {
    const {page, close} = await openPage(browser());
    // The modal focuses its field as it mounts; a failing focus() makes it throw.
    await page.addInitScript(() => {
      const original = HTMLInputElement.prototype.focus;
      const state = window as unknown as {breakFocus: boolean};
      state.breakFocus = true;
      HTMLInputElement.prototype.focus = function (this: HTMLInputElement, ...args) {
        if (state.breakFocus) {
          throw new Error('Focus is unavailable');
        }
        original.apply(this, args);
      };
    });
    await openHydrated(page, '/get-started/why-3dverse');
    await page.locator('[data-search-button]').click();
    const tryAgain = page.locator('[data-search-placeholder] button', {hasText: 'Try again'});
    await expect.poll(() => tryAgain.count()).toBe(1);
    expect(await page.locator('[data-search-placeholder]').textContent()).toContain(
      'Focus is unavailable',
    );
    // The page around the modal still works.
    expect(await page.locator('article h1').count()).toBe(1);
    await page.evaluate(() => {
      (window as unknown as {breakFocus: boolean}).breakFocus = false;
    });
    await tryAgain.click();
    await expect.poll(() => page.locator('[data-search-results]').count()).toBe(1);
    await close();
  });

  it('shows the base URL banner when the site scripts and styles cannot load', async () => {
    const {page, close} = await openPage(browser());
    await page.route('**/assets/**', (route) => route.abort('failed'));
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Your Docusaurus site did not load properly.');
    expect(await banner.textContent()).toContain('baseUrl');
    await close();
  });

  it('does not show the base URL banner on a healthy load', async () => {
    const {page, close} = await openPage(browser());
    await page.goto('/', {waitUntil: 'networkidle'});
    expect(await page.locator('#__docusaurus-base-url-issue-banner').count()).toBe(0);
    await close();
  });
});
