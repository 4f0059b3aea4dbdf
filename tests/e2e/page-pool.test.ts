import {describe, expect, it} from 'vitest';
import {baseURL} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';

/* The pool other files lend pages from: what one test leaves must not reach the next. */
const browser = sharedBrowser();

describe('a pooled page', () => {
  const pool = pagePool(browser, 1, () => ({
    storageState: {
      cookies: [],
      origins: [{origin: baseURL(), localStorage: [{name: 'given', value: 'by the context'}]}],
    },
  }));

  it('hands the next test the storage its context started with, and no route', async () => {
    let firstPage: unknown;
    await pool.use(async ({page}) => {
      firstPage = page;
      await page.route('**/core-concepts', (route) => route.fulfill({body: 'routed'}));
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.setItem('given', 'changed by a test');
        localStorage.setItem('left', 'by a test');
        sessionStorage.setItem('left', 'by a test');
        document.cookie = 'left=by-a-test; path=/';
      });
    });
    await pool.use(async ({page}) => {
      expect(page).toBe(firstPage);
      const response = await page.goto('/core-concepts');
      expect(await response?.text()).not.toBe('routed');
      // The site may store its own entries as the page loads; only the test's must be gone.
      expect(
        await page.evaluate(() => ({
          given: localStorage.getItem('given'),
          local: localStorage.getItem('left'),
          session: sessionStorage.getItem('left'),
          cookie: document.cookie.includes('left='),
        })),
      ).toEqual({given: 'by the context', local: null, session: null, cookie: false});
    });
  });

  it('fails a test that ends away from the site, and replaces its page', async () => {
    let firstPage: unknown;
    const ended = pool.use(async ({page}) => {
      firstPage = page;
      await page.goto('data:text/html,<title>elsewhere</title>');
    });
    await expect(ended).rejects.toThrow(/must end its test on/);
    await pool.use(async ({page}) => {
      expect(page).not.toBe(firstPage);
    });
  });
});
