import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {dialog, openGuidePage, resultsAnswering, searchInput} from './support/searchModal';

/*
 * What the search modal (and the search page) says when it cannot search: no index, or no AI model
 * (when nothing matches: search-forgiveness.test.ts); and what it says to
 * screen readers about a search's outcome.
 */
const browser = sharedBrowser();

describe('search modal', () => {
  it('shows the error state when the index cannot be fetched', async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.route('**/pagefind/**', (route) => route.abort());
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('livelink');
      const error = dialog(page).locator('[data-search-state="error"]');
      await error.waitFor();
      expect(await error.textContent()).toBe(
        'Unable to fetch resultsYou might want to check your network connection.',
      );
    } finally {
      await close();
    }
  });

  it('says plainly when no index has been built yet (as under npm start before a build)', async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.route('**/pagefind/**', (route) => route.fulfill({status: 404, body: ''}));
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('livelink');
      const missing = dialog(page).locator('[data-search-state="missing-index"]');
      await missing.waitFor();
      expect(await missing.textContent()).toContain('npm run build');
    } finally {
      await close();
    }
  });

  it("are the search page's too, when it cannot search", async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.route('**/pagefind/**', (route) => route.abort());
      await page.goto('/search?q=livelink');
      const error = page.locator('main [data-search-state="error"]');
      await error.waitFor();
      expect(await error.textContent()).toBe(
        'Unable to fetch resultsYou might want to check your network connection.',
      );
      await page.unroute('**/pagefind/**');
      await page.route('**/pagefind/**', (route) => route.fulfill({status: 404, body: ''}));
      await page.reload();
      const missing = page.locator('main [data-search-state="missing-index"]');
      await missing.waitFor();
      expect(await missing.textContent()).toContain('npm run build');
    } finally {
      await close();
    }
  });

  it('Ask AI without a model says so and shows the best passages; Escape leaves AI mode first', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('how do I join a session');
      await dialog(page).locator('[data-ask-ai-entry]').click();
      const panel = dialog(page).locator('[data-ask-ai-state="no-model"]');
      await panel.waitFor();
      expect(await panel.textContent()).toContain('No AI model is configured');
      expect(await panel.locator('[data-ask-ai-sources] li').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      expect(await dialog(page).count()).toBe(1);
      expect(await dialog(page).locator('[data-ask-ai-state]').count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await dialog(page).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('is a combobox expanded while it shows results, and says what a query found to screen readers', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      const field = searchInput(page);
      const status = dialog(page).getByRole('status');
      expect(await field.getAttribute('aria-expanded')).toBe('false');
      expect(await status.getAttribute('aria-live')).toBe('polite');
      expect(await status.textContent()).toBe('');
      await field.fill('camera controller');
      const pages = await (
        await resultsAnswering(page, 'camera controller')
      )
        .locator('[data-search-section]')
        .count();
      expect(pages).toBeGreaterThan(1);
      expect(await status.textContent()).toBe(`${pages} pages found`);
      expect(await field.getAttribute('aria-expanded')).toBe('true');
      await field.fill('zzqxvkwj');
      await dialog(page).locator('[data-search-state="empty"]').waitFor();
      expect(await status.textContent()).toBe('No results found for "zzqxvkwj"');
      expect(await field.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });
});
