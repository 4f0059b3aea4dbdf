import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {MODAL_RESULTS} from '../../src/plugins/search/engine/resultLimits';
import {DOCS_SEARCH_CONTEXT, searchEngineScript} from '../support/searchEngineScript';

const browser = sharedBrowser();

/** Opens a guide page and waits until the search button works. */
async function openGuidePage(page: Page, path = '/core-concepts/architecture'): Promise<void> {
  await page.goto(path, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const searchInput = (page: Page) => dialog(page).getByRole('searchbox', {name: 'Search the docs'});

describe('search modal', () => {
  it('opens on the button, Ctrl+K and /, closes on Escape and gives focus back', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      const button = page.locator('[data-search-button]');
      await button.click();
      await expect
        .poll(() => searchInput(page).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Escape');
      expect(await dialog(page).count()).toBe(0);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('Control+k');
      await dialog(page).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('main').click({position: {x: 5, y: 5}});
      await page.keyboard.press('/');
      await dialog(page).waitFor();
    } finally {
      await close();
    }
  });

  it('keeps every key typed right after the shortcut on a page that has just loaded', async () => {
    const tries = [
      {path: '/', shortcut: 'Control+k'},
      {path: '/core-concepts/architecture', shortcut: 'Control+k'},
      {path: '/references/livelink.js/classes/Livelink', shortcut: 'Control+k'},
      {path: '/core-concepts/architecture', shortcut: '/'},
    ];
    for (const {path, shortcut} of tries) {
      // A new context each time, so nothing (code, index) is cached from the previous try.
      const {page, close} = await openPage(browser());
      try {
        // Neither hydration nor the modal's code is waited for: the keys arrive
        // while they load, as when a reader searches the moment a page shows.
        await page.goto(path, {waitUntil: 'domcontentloaded'});
        await page.keyboard.press(shortcut);
        await page.keyboard.type('rendering session');
        // null while the modal is not there, so a lost shortcut fails with this try's name.
        const typed = async () =>
          (await searchInput(page).count()) === 0 ? null : searchInput(page).inputValue();
        await expect
          .poll(typed, {message: `${shortcut} on ${path}`, timeout: 20_000})
          .toBe('rendering session');
      } finally {
        await close();
      }
    }
  });

  it('keeps focus inside the dialog while it is open', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('livelink');
      await dialog(page).locator('[data-search-section]').first().waitFor();
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    } finally {
      await close();
    }
  });

  it('lists results best first, each with its section and heading sub-results, and opens one from the keyboard', async () => {
    const {page, close} = await openPage(browser());
    try {
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
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(second);
    } finally {
      await close();
    }
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
          `window.siteSearch.searchPagefind(${JSON.stringify(query)}, ${JSON.stringify(DOCS_SEARCH_CONTEXT)}, ${MODAL_RESULTS}).then(({hits}) => hits.map((hit) => hit.url))`,
        )) as string[];
        await page.keyboard.press('Control+k');
        await searchInput(page).fill(query);
        await expect
          .poll(() =>
            dialog(page)
              .locator('[data-search-section] > [role="option"]')
              .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
          )
          .toEqual(ranked);
        await page.keyboard.press('Escape');
      }
    } finally {
      await close();
    }
  });

  it('shows code in an excerpt as code, with only the matched word marked', async () => {
    const {page, close} = await openPage(browser());
    try {
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
    } finally {
      await close();
    }
  });

  it('fetches one part of each result shown, never a whole page’s text', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      const searchData: string[] = [];
      page.on('request', (request) => {
        const {pathname} = new URL(request.url());
        if (pathname.startsWith('/pagefind/') && /\/(parts|fragment)\//.test(pathname)) {
          searchData.push(pathname);
        }
      });
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
    } finally {
      await close();
    }
  });

  it('remembers the searches a reader opened', async () => {
    const {page, close} = await openPage(browser());
    try {
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
    } finally {
      await close();
    }
  });

  it('shows the no-results state with suggestions and a prefilled issue link', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('kubernetes');
      const empty = dialog(page).locator('[data-search-state="empty"]');
      await empty.waitFor();
      const text = await empty.textContent();
      expect(text).toContain('No results found for "kubernetes"');
      expect(text).toContain('Try searching for');
      expect(text).toContain('Believe this query should return results?');
      const href = await empty.getByRole('link', {name: 'Let us know.'}).getAttribute('href');
      expect(href).toContain('/issues/new?title=');
      expect(decodeURIComponent(href ?? '')).toContain('kubernetes');
    } finally {
      await close();
    }
  });

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

  it('never turns a query into markup', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      await page.keyboard.press('Control+k');
      const hostile = '<img src=x onerror="window.__injected=1">livelink<b>bold</b>';
      await searchInput(page).fill(hostile);
      await dialog(page).locator('[data-search-state], [role="option"]').first().waitFor();
      expect(await dialog(page).locator('img, b').count()).toBe(0);
      expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    } finally {
      await close();
    }
  });

  it('filters by the page language and docs version tags, which every indexed page carries', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openGuidePage(page);
      // A string, so the test runner leaves the page's own import() alone.
      const filters = (await page.evaluate(
        `import(new URL('/pagefind/pagefind.js', location.href).href).then((pagefind) => pagefind.filters())`,
      )) as Record<string, Record<string, number>>;
      expect(Object.keys(filters.language ?? {})).toEqual(['en']);
      expect(Object.keys(filters.tag ?? {})).toContain('docs-default-current');
      const pages = Object.values(filters.section ?? {}).reduce((sum, count) => sum + count, 0);
      expect(filters.language?.en).toBe(pages);
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
});

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
