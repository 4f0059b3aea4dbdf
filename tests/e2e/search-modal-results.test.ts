import {describe, expect, it} from 'vitest';
import type {Request} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';
import {dialog, openGuidePage, resultsAnswering, searchInput} from './support/searchModal';
import {MODAL_RESULTS} from '../../src/plugins/search/engine/resultLimits';
import {searchEngineScript} from '../../bench/measures/searchEngineScript';
import {SITE_SEARCH_CONTEXT} from '../../src/plugins/search/engine/siteSearchContext';

/* What the search modal shows for a query, and what it fetches to show it. */
const browser = sharedBrowser();
const pool = pagePool(browser, 1);

describe('search modal', () => {
  it('lists results best first, each with its section and heading sub-results, and opens one from the keyboard', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('camera controller');
      const results = dialog(page).locator('[data-search-section]');
      await results.first().waitFor();
      const sections = await results.evaluateAll((all) =>
        all.map((el) => el.getAttribute('data-search-section')),
      );
      expect(new Set(sections).size).toBeGreaterThan(1);
      // The page named as the query comes first, whatever its section.
      expect(await results.first().locator('[role="option"]').first().getAttribute('href')).toBe(
        '/references/livelink.js/classes/CameraController',
      );
      const anchors = await dialog(page)
        .locator('[role="option"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(anchors.some((href) => href.includes('#'))).toBe(true);
      expect(anchors.every((href) => !href.startsWith('/docs/'))).toBe(true);
      expect(await dialog(page).locator('mark').count()).toBeGreaterThan(0);
      await page.keyboard.press('ArrowDown');
      const second = anchors[1];
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname + url.hash === second);
    });
  });

  it('marks its results busy while a newer query runs, and names the query they answer once final', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('session');
      await resultsAnswering(page, 'session');
      await searchInput(page).fill('camera');
      const list = dialog(page).locator('[data-search-results]');
      // The first query's results may stay on screen, busy, but answer no query until the second's arrive.
      const shown = await list.evaluate((element) => [
        element.getAttribute('data-search-answers'),
        element.getAttribute('aria-busy'),
      ]);
      expect([
        [null, 'true'],
        ['camera', null],
      ]).toContainEqual(shown);
      await resultsAnswering(page, 'camera');
      expect(await list.getAttribute('aria-busy')).toBeNull();
    });
  });

  it('shows the pages in the order the engine ranks them, the exact name first', async () => {
    // The engine is injected below as an inline script, which the site's policy blocks.
    const {page, close} = await openPage(browser(), {bypassCSP: true});
    try {
      await openGuidePage(page);
      await page.addScriptTag({content: await searchEngineScript()});
      for (const query of [
        'DefaultCameraController',
        'how do I start a rendering session',
        'fbx',
      ]) {
        const ranked = (await page.evaluate(
          `window.siteSearch.searchPagefind(${JSON.stringify(query)}, ${JSON.stringify(SITE_SEARCH_CONTEXT)}, ${MODAL_RESULTS}).then(({hits}) => hits.map((hit) => hit.url))`,
        )) as string[];
        await page.keyboard.press('Control+k');
        await searchInput(page).fill(query);
        const shown = await (
          await resultsAnswering(page, query)
        )
          .locator('[data-search-section] > [role="option"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(shown).toEqual(ranked);
        await page.keyboard.press('Escape');
      }
    } finally {
      await close();
    }
  });

  it('shows code in an excerpt as code, with only the matched word marked', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('has_been_created');
      const code = dialog(page)
        .locator('code')
        .filter({has: page.locator('mark')});
      await code.first().waitFor();
      const marks = await dialog(page)
        .locator('mark')
        .evaluateAll((all) => all.map((mark) => mark.textContent ?? ''));
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.every((text) => /^has_been_created$/i.test(text))).toBe(true);
    });
  });

  it('fetches one part of each result shown, never a whole page’s text', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      const searchData: string[] = [];
      const recordSearchData = (request: Request) => {
        const {pathname} = new URL(request.url());
        if (pathname.startsWith('/pagefind/') && /\/(parts|fragment)\//.test(pathname)) {
          searchData.push(pathname);
        }
      };
      page.on('request', recordSearchData);
      await page.keyboard.press('Control+k');
      // Matches deep inside long class pages, where a whole-page fragment cost up to 9 KB.
      await searchInput(page).fill('DefaultCameraController');
      await dialog(page).locator('[role="option"]').first().waitFor();
      const pages = (
        await dialog(page)
          .locator('[role="option"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).filter((href) => !href.includes('#')).length;
      expect(pages).toBeGreaterThan(0);
      expect(searchData.every((file) => /^\/pagefind\/parts\/[\w-]+-\d+\.json$/.test(file))).toBe(
        true,
      );
      // One part per result fetched; a result dropped as prefix noise has cost its part too.
      expect(searchData.length).toBeGreaterThanOrEqual(pages);
      expect(searchData.length).toBeLessThanOrEqual(MODAL_RESULTS);
      page.off('request', recordSearchData);
    });
  });

  it('remembers the searches a reader opened', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('rendering session');
      await dialog(page).locator('[role="option"]').first().waitFor();
      await page.keyboard.press('Enter');
      await dialog(page).waitFor({state: 'detached'});
      await page.keyboard.press('Control+k');
      const recent = dialog(page).locator('[data-search-recent]');
      await recent.waitFor();
      expect(await recent.textContent()).toContain('rendering session');
    });
  });

  it('searches and opens a result where the browser refuses site storage', async () => {
    const {page, problems, close} = await openPage(browser());
    try {
      // As with site data blocked: even reading window.localStorage throws.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The page may not store data.', 'SecurityError');
          },
        });
      });
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('rendering session');
      const first = dialog(page).locator('[role="option"]').first();
      await first.waitFor();
      const target = await first.getAttribute('href');
      const heading = await page.locator('article h1').first().textContent();
      await page.keyboard.press('Enter');
      // The address changes as the navigation starts: the next page, which reads
      // storage too, has rendered once its heading shows.
      await page.waitForFunction(
        ([address, before]) =>
          location.pathname + location.hash === address &&
          document.querySelector('article h1')?.textContent !== before,
        [target, heading],
      );
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens nothing on the Enter that ends an input method’s composition', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      const address = page.url();
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('rendering session');
      await resultsAnswering(page, 'rendering session');
      // As a Japanese or Chinese input method sends it, to confirm the text typed.
      await searchInput(page).dispatchEvent('keydown', {
        key: 'Enter',
        isComposing: true,
        bubbles: true,
      });
      expect(await dialog(page).count()).toBe(1);
      expect(page.url()).toBe(address);
      // The next Enter opens the first result.
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.href !== address);
    });
  });

  it('never turns a query into markup', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      const hostile = '<img src=x onerror="window.__injected=1">livelink<b>bold</b>';
      await searchInput(page).fill(hostile);
      await dialog(page).locator('[data-search-state], [role="option"]').first().waitFor();
      expect(await dialog(page).locator('img, b').count()).toBe(0);
      expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    });
  });

  it('filters by the page language and docs version tags, which every indexed page carries', async () => {
    await pool.use(async ({page}) => {
      await openGuidePage(page);
      // A string, so the test runner leaves the page's own import() alone.
      const filters = (await page.evaluate(
        `import(new URL('/pagefind/pagefind.js', location.href).href).then((pagefind) => pagefind.filters())`,
      )) as Record<string, Record<string, number>>;
      expect(Object.keys(filters.language ?? {})).toEqual(['en']);
      expect(Object.keys(filters.tag ?? {})).toContain('docs-default-current');
      const pages = Object.values(filters.section ?? {}).reduce((sum, count) => sum + count, 0);
      expect(filters.language?.en).toBe(pages);
    });
  });
});
