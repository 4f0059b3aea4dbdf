import {describe, expect, it} from 'vitest';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';
import {hydrated, openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
const pool = pagePool(browser, 1, {viewport: {width: 1280, height: 800}});

describe('navbar', () => {
  it('lists Home, Tutorials, References, Samples, Devlog, then the extra links', async () => {
    await pool.use(async ({page}) => {
      await page.goto('/core-concepts');
      // A dropdown's own label is its first link; its menu entries follow it.
      const left = await page
        .locator(
          '.navbar__items:not(.navbar__items--right) > a.navbar__item, .navbar__items:not(.navbar__items--right) > .navbar__item > a.navbar__link',
        )
        .allTextContents();
      expect(left.map((text) => text.trim())).toEqual([
        'Home',
        'Tutorials',
        'References',
        'Samples',
        'Devlog',
      ]);

      const right = page.locator('.navbar__items--right > a.navbar__item');
      expect(
        await right.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)),
      ).toEqual([
        'https://github.com/3dverse',
        expect.stringMatching(/^https:\/\//),
        'https://console.3dverse.com/',
      ]);
      expect(
        await right.evaluateAll((links) =>
          links.map((link) => link.getAttribute('aria-label') ?? link.textContent),
        ),
      ).toEqual(['3dverse on GitHub', '3dverse community chat', 'Console']);
      await expect.poll(() => right.nth(2).getAttribute('class')).toContain('button');
      expect(await right.nth(0).getAttribute('target')).toBe('_blank');
      expect(await right.nth(0).getAttribute('rel')).toContain('noopener');
    });
  });

  it('links Home to / and the other items to their pages', async () => {
    await pool.use(async ({page}) => {
      await page.goto('/tutorials');
      const hrefs = await page
        .locator(
          '.navbar__items:not(.navbar__items--right) > .navbar__item > a, .navbar__items:not(.navbar__items--right) > a.navbar__item',
        )
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      expect(hrefs).toEqual(['/', '/tutorials', '/references', '/samples/', '/devlog/']);
    });
  });

  it('highlights References on every path under /references and nowhere else', async () => {
    await pool.use(async ({page}) => {
      const references = page.locator('.navbar__item.dropdown > .navbar__link');
      for (const route of [
        '/references',
        '/references/livelink.js',
        '/references/livelink.react',
      ]) {
        await page.goto(route);
        await expect.poll(() => references.getAttribute('class')).toContain('navbar__link--active');
      }
      await page.goto('/core-concepts');
      await expect
        .poll(() => references.getAttribute('class'))
        .not.toContain('navbar__link--active');
    });
  });

  it("highlights Home on the guide's pages and Tutorials on the tutorials', and neither elsewhere", async () => {
    await pool.use(async ({page}) => {
      const active = async () =>
        (
          await page
            .locator('.navbar__items:not(.navbar__items--right) > a.navbar__link--active')
            .allTextContents()
        ).filter((label) => label === 'Home' || label === 'Tutorials');
      for (const [route, expected] of [
        ['/core-concepts/architecture', ['Home']],
        ['/engine/ecs/cameras', ['Home']],
        ['/tutorials', ['Tutorials']],
        ['/tutorials/compose-a-scene', ['Tutorials']],
        ['/references/livelink.js/classes/Livelink', []],
        ['/devlog/', []],
      ] as const) {
        await page.goto(route);
        await hydrated(page);
        expect(await active(), route).toEqual(expected);
      }
      // Client-side navigation moves the highlight too.
      await page.locator('.navbar a.navbar__link', {hasText: 'Tutorials'}).click();
      await page.waitForURL('**/tutorials');
      await expect.poll(active).toEqual(['Tutorials']);
    });
  });

  it('expands the References dropdown from the keyboard, and collapses it', async () => {
    await pool.use(async ({page}) => {
      // Hydrated first: before, Enter follows the trigger's link instead of opening the menu.
      await openHydrated(page, '/');
      const dropdown = page.locator('.navbar__item.dropdown');
      const trigger = dropdown.locator('> .navbar__link');
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dropdown.getAttribute('class')).toContain('dropdown--show');
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Enter');
      await expect.poll(() => dropdown.getAttribute('class')).not.toContain('dropdown--show');
    });
  });

  it('shows no language menu while English is the only locale', async () => {
    await pool.use(async ({page}) => {
      await page.goto('/');
      expect(await page.locator('.navbar__items--right .dropdown').count()).toBe(0);
      expect(await page.locator('[href*="/fr/"], [href*="/de/"]').count()).toBe(0);
    });
  });
});
