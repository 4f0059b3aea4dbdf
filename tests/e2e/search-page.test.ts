import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

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
});
