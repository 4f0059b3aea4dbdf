import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {hydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();

const colorMode = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** Local storage entries whose key starts with `prefix` (keys are namespaced per site). */
const storedValues = (page: Page, prefix: string) =>
  page.evaluate(
    (keyPrefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(keyPrefix))
        .map((key) => localStorage.getItem(key)),
    prefix,
  );

describe('colour mode', () => {
  it('starts dark even when the system prefers light', async () => {
    const {page, close} = await openPage(browser(), {colorScheme: 'light'});
    await page.goto('/');
    await expect.poll(() => colorMode(page)).toBe('dark');
    await close();
  });

  it('toggles between dark and light only, and keeps the choice across reloads', async () => {
    const {page, close} = await openPage(browser(), {colorScheme: 'dark'});
    await page.goto('/core-concepts');
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    const seen: (string | undefined)[] = [];
    for (let step = 0; step < 4; step += 1) {
      await toggle.click();
      seen.push(await colorMode(page));
    }
    expect(seen).toEqual(['light', 'dark', 'light', 'dark']);
    await toggle.click();
    expect(await storedValues(page, 'theme')).toContain('light');
    await page.reload();
    await expect.poll(() => colorMode(page)).toBe('light');
    await close();
  });
});

describe('announcement bar', () => {
  it('can be dismissed, and stays dismissed after a reload', async () => {
    const {page, close} = await openPage(browser());
    await page.goto('/');
    // The close button works once React has hydrated the page.
    await hydrated(page);
    const bar = page.locator('[class*="announcementBar"][role="banner"]');
    await expect.poll(() => bar.count()).toBe(1);
    expect(await bar.textContent()).toContain('@3dverse/livelink');
    await bar.locator('button[aria-label]').click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await storedValues(page, 'docusaurus.announcement.dismiss')).toContain('true');
    await page.reload();
    // Until React has hydrated, the server's markup holds the bar, hidden by the theme's inline
    // script; hydration's first render keeps it, and an effect after it drops it from the page.
    expect(await bar.isVisible()).toBe(false);
    await hydrated(page);
    await bar.waitFor({state: 'detached'});
    expect(await bar.count()).toBe(0);
    await close();
  });
});
