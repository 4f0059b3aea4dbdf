import {describe, expect, it} from 'vitest';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
const pool = pagePool(browser, 1);

describe('site frame', () => {
  it('has a light footer with the 2025 copyright and no links', async () => {
    await pool.use(async ({page}) => {
      await page.goto('/core-concepts', {waitUntil: 'networkidle'});
      const footer = page.locator('footer.footer');
      expect(await footer.getAttribute('class')).not.toContain('footer--dark');
      expect(await footer.textContent()).toContain('Copyright © 2025 3dverse');
      expect(await footer.locator('a').count()).toBe(0);
    });
  });

  it('serves the docs as the single current version, at the site root', async () => {
    await pool.use(async ({page}) => {
      await page.goto('/core-concepts/scene-model', {waitUntil: 'networkidle'});
      expect(await page.locator('meta[name="docusaurus_version"]').getAttribute('content')).toBe(
        'current',
      );
      expect(await page.locator('html').getAttribute('class')).toContain('docs-version-current');
      // A single version shows neither a version badge nor a version banner.
      expect(
        await page.locator('.theme-doc-version-badge, .theme-doc-version-banner').count(),
      ).toBe(0);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });
  });

  it('titles pages with the product name from the site configuration', async () => {
    await pool.use(async ({page}) => {
      // The title is final once hydration is: Docusaurus applies the page's head tags on hydrating.
      await openHydrated(page, '/get-started/why-3dverse');
      expect(await page.title()).toBe('Why 3dverse | 3dverse Documentation');
    });
  });
});
