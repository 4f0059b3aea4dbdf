import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {pagePool} from './support/pagePool';
import {sharedBrowser} from './support/fixtures';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
// The desktop tests take turns on one page; the two widths around the breakpoint each open their own.
const pages = pagePool(browser, 1, {viewport: {width: 1280, height: 900}});

describe('docs sidebar on desktop', () => {
  it('keeps categories open when another opens, and cannot be hidden', async () => {
    await pages.use(async ({page}) => {
      // Hydrated first: before, the caret is a button that does nothing.
      await openHydrated(page, '/get-started/why-3dverse');
      const sidebar = page.locator('nav.menu');
      const getStarted = sidebar.locator('.menu__list-item', {hasText: 'Get Started'}).first();
      const coreConcepts = sidebar
        .locator('.menu__list-item-collapsible', {hasText: 'Core Concepts'})
        .first();
      expect(await getStarted.getAttribute('class')).not.toContain('menu__list-item--collapsed');
      // Core Concepts' label is a link to its index; the caret button toggles it.
      await coreConcepts.locator('button').click();
      await expect
        .poll(() => sidebar.locator('a', {hasText: 'Scene model'}).isVisible())
        .toBe(true);
      expect(await getStarted.getAttribute('class')).not.toContain('menu__list-item--collapsed');
      await coreConcepts.locator('button').click();
      await expect
        .poll(() => sidebar.locator('a', {hasText: 'Scene model'}).isVisible())
        .toBe(false);
      expect(
        await page
          .locator('button[title="Collapse sidebar"], button[aria-label="Collapse sidebar"]')
          .count(),
      ).toBe(0);
    });
  });

  it('shows a table of contents limited to heading levels 2 and 3', async () => {
    await pages.use(async ({page}) => {
      await page.goto('/core-concepts/rendering-sessions');
      const tocLinks = page.locator('.table-of-contents a');
      expect(await tocLinks.count()).toBeGreaterThan(1);
      const targets = await tocLinks.evaluateAll((links) =>
        links.map(
          (link) =>
            document.getElementById(decodeURIComponent((link as HTMLAnchorElement).hash.slice(1)))
              ?.tagName,
        ),
      );
      expect(new Set(targets)).toEqual(
        new Set(targets.filter((tag) => tag === 'H2' || tag === 'H3')),
      );
      expect(targets).toContain('H2');
    });
  });
});

describe('mobile layout below 996 px', () => {
  it('opens a sidebar with the page menu and a Back to main menu control', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 996, height: 900}});
    await openHydrated(page, '/core-concepts/assets');
    expect(
      await page
        .locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
        .first()
        .isVisible(),
    ).toBe(false);
    await page.locator('button.navbar__toggle').click();
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect.poll(() => mobileSidebar.isVisible()).toBe(true);
    const back = mobileSidebar.locator('button', {hasText: 'Back to main menu'});
    await expect.poll(() => back.isVisible()).toBe(true);
    expect(await mobileSidebar.locator('a', {hasText: 'Scene model'}).isVisible()).toBe(true);
    await back.click();
    for (const label of ['Home', 'Tutorials', 'References', 'Samples', 'Devlog']) {
      await expect
        .poll(() => mobileSidebar.locator('.menu__link', {hasText: label}).first().isVisible())
        .toBe(true);
    }
    expect(await mobileSidebar.locator('.menu__link', {hasText: /^English$/}).count()).toBe(0);
    await close();
  });

  it('uses the desktop layout above 996 px', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 997, height: 900}});
    await page.goto('/core-concepts/assets');
    expect(await page.locator('button.navbar__toggle').isVisible()).toBe(false);
    expect(await page.locator('nav.menu').first().isVisible()).toBe(true);
    await close();
  });
});
