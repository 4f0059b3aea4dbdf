import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {NO_PROBLEMS} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';
import {dialog, openGuidePage, resultsAnswering, searchInput} from './support/searchModal';
import {compileSynonyms} from '../../src/plugins/search/vocabulary/compileSynonyms';
import {readVocabulary, VOCABULARY_FILE} from '../../src/plugins/search/vocabulary/vocabularyFile';

const browser = sharedBrowser();
const pool = pagePool(browser, 1);
const vocabulary = readVocabulary(path.resolve(import.meta.dirname, '../..', VOCABULARY_FILE));

/** Opens the modal on a hydrated page (a guide page unless `path` says) and types `query`. */
async function searchInModal(page: Page, query: string, path?: string): Promise<void> {
  await openGuidePage(page, path);
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(query);
}

/** The addresses of the pages the modal lists, in order, once its results answer `query`. */
const listedPagesFor = async (page: Page, query: string) =>
  (await resultsAnswering(page, query))
    .locator(':scope > div > a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );

describe('typos', () => {
  it('are corrected, and the modal says what it searched, with a way back to what was typed', async () => {
    await pool.use(async ({page, problems}) => {
      await searchInModal(page, 'rendring sesions');
      const corrected = dialog(page).locator('[data-search-corrected]');
      await corrected.waitFor();
      expect(await corrected.textContent()).toContain('Showing results for rendering sessions');
      expect(await listedPagesFor(page, 'rendring sesions')).toContain(
        '/core-concepts/rendering-sessions',
      );
      await corrected.getByRole('button', {name: 'Search instead for rendring sesions'}).click();
      // Nothing on the site is spelt that way.
      await dialog(page).locator('[data-search-state="empty"]').waitFor();
      expect(await corrected.count()).toBe(0);
      expect(problems).toEqual(NO_PROBLEMS);
    });
  });

  it('in a class name still find its page, first', async () => {
    await pool.use(async ({page}) => {
      await searchInModal(page, 'DefaultCameraControler');
      expect((await listedPagesFor(page, 'DefaultCameraControler'))[0]).toBe(
        '/references/livelink.react/classes/DefaultCameraController',
      );
    });
  });

  it('are corrected on /search too, which keeps a search for the exact words in its address', async () => {
    await pool.use(async ({page}) => {
      await page.goto('/search?q=sesion', {waitUntil: 'networkidle'});
      const corrected = page.locator('[data-search-page] [data-search-corrected]');
      await corrected.waitFor();
      expect(await corrected.textContent()).toContain('Showing results for session');
      await corrected.getByRole('button', {name: /Search instead for/}).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('exact')).toBe('1');
      await page.locator('[data-search-page] [data-search-state="empty"]').waitFor();
    });
  });
});

describe('a word being typed', () => {
  it('finds the pages of the word it starts, digits and all', async () => {
    await pool.use(async ({page}) => {
      await searchInModal(page, '3dvers');
      expect(await listedPagesFor(page, '3dvers')).toContain('/get-started/why-3dverse');
      await searchInput(page).fill('float3');
      expect((await listedPagesFor(page, 'float3'))[0]).toBe(
        '/references/livelink.js/types/Float32',
      );
    });
  });
});

describe('a query nothing answers', () => {
  it('shows the no-results state in full, and lists nothing', async () => {
    await pool.use(async ({page, problems}) => {
      await searchInModal(page, 'zzqxvkwj');
      const empty = dialog(page).locator('[data-search-state="empty"]');
      await empty.waitFor();
      expect(await listedPagesFor(page, 'zzqxvkwj')).toEqual([]);
      const text = (await empty.textContent()) ?? '';
      expect(text).toContain('No results found for "zzqxvkwj"');
      expect(text).toContain('Try searching for');
      expect(text).toContain('Believe this query should return results?');
      expect(await empty.locator('[data-search-suggestions] button').count()).toBeGreaterThan(0);
      const popular = empty.locator('[data-search-popular] a');
      expect(await popular.count()).toBeGreaterThan(0);
      const href = await empty.getByRole('link', {name: 'Let us know.'}).getAttribute('href');
      expect(href).toContain('/issues/new?title=');
      expect(decodeURIComponent(href ?? '')).toContain('zzqxvkwj');
      // A suggestion searches for it.
      const suggestion = empty.locator('[data-search-suggestions] button').first();
      const suggested = (await suggestion.textContent()) ?? '';
      await suggestion.click();
      expect(await searchInput(page).inputValue()).toBe(suggested);
      expect((await listedPagesFor(page, suggested)).length).toBeGreaterThan(0);
      expect(problems).toEqual(NO_PROBLEMS);
    });
  });

  it('leaves search with the page when a popular page is followed, in the docs or from outside', async () => {
    await pool.use(async ({page}) => {
      // The samples page has a navbar of its own, which a docs page replaces.
      for (const from of ['/core-concepts/architecture', '/samples']) {
        await searchInModal(page, 'zzqxvkwj', from);
        const popular = dialog(page).locator('[data-search-popular] a').first();
        const target = (await popular.getAttribute('href')) ?? '';
        const heading = (await page.locator('h1').first().textContent()) ?? '';
        await popular.click();
        await page.waitForFunction(
          ([path, before]) =>
            location.pathname === path && document.querySelector('h1')?.textContent !== before,
          [target, heading],
        );
        expect(await dialog(page).count()).toBe(0);
      }
    });
  });

  it('offers the closest words of the site, and Ask AI', async () => {
    await pool.use(async ({page}) => {
      // Two typos in a word of six letters: more than a correction may take, not a suggestion.
      await searchInModal(page, 'sesoin');
      const empty = dialog(page).locator('[data-search-state="empty"]');
      await empty.waitFor();
      const suggestions = await empty
        .locator('[data-search-suggestions] button')
        .evaluateAll((buttons) => buttons.map((button) => button.textContent));
      expect(suggestions).toContain('session');
      await empty.locator('[data-search-ask-ai]').click();
      await dialog(page).locator('[data-ask-ai-state]').waitFor();
    });
  });

  it('lists no page that holds only the one common word of an out-of-scope question', async () => {
    await pool.use(async ({page}) => {
      await searchInModal(page, 'kubernetes helm deployment');
      await dialog(page).locator('[data-search-state="empty"]').waitFor();
      expect(await listedPagesFor(page, 'kubernetes helm deployment')).toEqual([]);
      // The common word on its own does find pages.
      await searchInput(page).fill('deployment');
      expect((await listedPagesFor(page, 'deployment')).length).toBeGreaterThan(0);
    });
  });
});

describe('the vocabulary', () => {
  it('sends a reader’s own word to the page of the product term it stands for', async () => {
    const table = compileSynonyms(vocabulary);
    const linker = vocabulary.terms.find((term) => term.term === 'Linker');
    expect(linker?.readerWords).toContain('prefab');
    expect(table.prefab?.map(([phrase]) => phrase)).toContain('linker');
    await pool.use(async ({page}) => {
      await searchInModal(page, 'prefab');
      expect((await listedPagesFor(page, 'prefab')).slice(0, 3)).toContain(linker?.page ?? '');
      // Another engine's word finds what the product's own word finds first.
      await searchInput(page).fill('entity');
      const forTerm = (await listedPagesFor(page, 'entity')).slice(0, 3);
      await searchInput(page).fill('gameobject');
      expect((await listedPagesFor(page, 'gameobject')).slice(0, 3)).toEqual(forTerm);
    });
  });

  it('renders the Glossary page of the guide: every term, its words and its page', async () => {
    await pool.use(async ({page, problems}) => {
      await page.goto('/glossary', {waitUntil: 'networkidle'});
      expect(await page.locator('h1').textContent()).toBe('Glossary');
      const terms = page.locator('[data-search-vocabulary] dt');
      expect(await terms.count()).toBe(vocabulary.terms.length);
      for (const term of vocabulary.terms) {
        const entry = page.locator(`dt[id]`, {hasText: term.term}).first();
        expect(await entry.count(), term.term).toBe(1);
        const definition = entry.locator('xpath=following-sibling::dd[1]');
        expect(await definition.textContent()).toContain(term.definition);
        const link = definition.getByRole('link', {name: `Read more about ${term.term}`});
        expect(new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname).toBe(
          term.page,
        );
        for (const word of term.readerWords) {
          expect(await definition.textContent()).toContain(`“${word}”`);
        }
      }
      // In the guide's sidebar, under Get Started.
      const sidebarLink = page.locator('nav.menu a[aria-current="page"]');
      expect(await sidebarLink.textContent()).toBe('Glossary');
      // Each term's page answers.
      for (const pagePath of new Set(vocabulary.terms.map((term) => term.page))) {
        expect((await page.request.get(pagePath)).status(), pagePath).toBe(200);
      }
      expect(problems).toEqual(NO_PROBLEMS);
    });
  });
});
