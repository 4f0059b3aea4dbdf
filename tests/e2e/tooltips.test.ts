import {describe, expect, it} from 'vitest';
import {pagePool} from './support/pagePool';
import {sharedBrowser} from './support/fixtures';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
// The tests take turns on one page. Each starts once the page has hydrated,
// which hides any tooltip shown before, as every route change does.
const pages = pagePool(browser, 1, {viewport: {width: 1280, height: 800}});

describe('tooltips', () => {
  it('follow the pointer over an element with data-tooltip and are announced as its description', async () => {
    await pages.use(async ({page}) => {
      await openHydrated(page, '/');
      const target = page.locator('a[data-tooltip]').first();
      const box = await target.boundingBox();
      if (!box) {
        throw new Error('no tooltip target on the page');
      }
      await page.mouse.move(box.x + 2, box.y + 2);
      const tooltip = page.locator('#site-tooltip');
      await expect.poll(() => tooltip.isVisible()).toBe(true);
      expect(await tooltip.textContent()).toBe(await target.getAttribute('data-tooltip'));
      expect(await tooltip.getAttribute('role')).toBe('tooltip');
      expect(await target.getAttribute('aria-describedby')).toContain('site-tooltip');
      const first = await tooltip.boundingBox();
      await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2);
      await expect.poll(async () => (await tooltip.boundingBox())?.x).not.toBe(first?.x);
      await page.mouse.move(10, 700);
      await expect.poll(() => tooltip.isVisible()).toBe(false);
      expect(await target.getAttribute('aria-describedby')).toBeNull();
    });
  });

  it('appear on keyboard focus and close on Escape', async () => {
    await pages.use(async ({page}) => {
      await openHydrated(page, '/');
      await page.locator('a[data-tooltip]').first().focus();
      const tooltip = page.locator('#site-tooltip');
      await expect.poll(() => tooltip.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => tooltip.isVisible()).toBe(false);
    });
  });

  it('describe one target at a time, and one shown by focus stays as the pointer moves away', async () => {
    await pages.use(async ({page}) => {
      await openHydrated(page, '/');
      const [hovered, focused] = [
        page.locator('a[data-tooltip]').nth(0),
        page.locator('a[data-tooltip]').nth(1),
      ];
      const box = await hovered.boundingBox();
      if (!box) throw new Error('no tooltip target on the page');
      await page.mouse.move(box.x + 2, box.y + 2);
      const tooltip = page.locator('#site-tooltip');
      await expect.poll(() => tooltip.isVisible()).toBe(true);
      await focused.focus();
      await expect
        .poll(() => tooltip.textContent())
        .toBe(await focused.getAttribute('data-tooltip'));
      expect(await hovered.getAttribute('aria-describedby')).toBeNull();
      expect(await focused.getAttribute('aria-describedby')).toContain('site-tooltip');
      // The pointer leaves the target it was over, not the focused one.
      await page.mouse.move(10, 700);
      await page.mouse.move(12, 702);
      expect(await tooltip.isVisible()).toBe(true);
      expect(await focused.getAttribute('aria-describedby')).toContain('site-tooltip');
    });
  });
});
