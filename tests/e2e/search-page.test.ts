import {describe, expect, it} from 'vitest';
import {NO_PROBLEMS, openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {dialog, resultsAnswering, searchInput} from './support/searchModal';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();

describe('/search page', () => {
  it('searches with the same engine and keeps the query in the URL', async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.goto('/search?q=upload', {waitUntil: 'networkidle'});
      await page.locator('[data-search-page] [data-search-section]').first().waitFor();
      const box = page.locator('[data-search-page] input[type="search"]');
      await box.fill('entity components');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('entity components');
      await expect
        .poll(() => page.locator('[data-search-page] h1').textContent())
        .toBe('Search results for "entity components"');
    } finally {
      await close();
    }
  });

  it('shows a shared address’s search without a hydration error', async () => {
    const {page, problems, close} = await openPage(browser());
    try {
      await openHydrated(page, '/search?q=upload');
      await page.locator('[data-search-page] [data-search-section]').first().waitFor();
      expect(await page.locator('[data-search-page] h1').textContent()).toBe(
        'Search results for "upload"',
      );
      expect(problems).toEqual(NO_PROBLEMS);
    } finally {
      await close();
    }
  });

  it('follows its address when it changes from outside: the modal’s "See all results", Back', async () => {
    const {page, close} = await openPage(browser());
    try {
      const heading = () => page.locator('[data-search-page] h1').textContent();
      await openHydrated(page, '/search?q=upload');
      await expect.poll(heading).toBe('Search results for "upload"');
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('camera');
      await resultsAnswering(page, 'camera');
      await dialog(page).getByRole('link', {name: 'See all results'}).click();
      await expect.poll(heading).toBe('Search results for "camera"');
      expect(new URL(page.url()).searchParams.get('q')).toBe('camera');
      await page.goBack();
      await expect.poll(heading).toBe('Search results for "upload"');
      expect(new URL(page.url()).searchParams.get('q')).toBe('upload');
    } finally {
      await close();
    }
  });

  it('says how many pages it found to screen readers once, and when nothing matched', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openHydrated(page, '/search?q=upload');
      const main = page.locator('[data-search-page]');
      const pages = main.locator('[data-search-section]');
      await pages.first().waitFor();
      const found = `${await pages.count()} pages found`;
      expect(await main.getByRole('status').textContent()).toBe(found);
      // The visible count is hidden from screen readers, which hear the status instead.
      expect((await main.ariaSnapshot()).split(found).length - 1).toBe(1);
      await main.locator('input[type="search"]').fill('zzqxvkwj');
      await main.locator('[data-search-state="empty"]').waitFor();
      expect(await main.getByRole('status').textContent()).toBe('No results found for "zzqxvkwj"');
    } finally {
      await close();
    }
  });
});
