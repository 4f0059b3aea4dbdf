import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseURL, openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';
import {openGallery} from './support/samplesGallery';
import {sampleCategories, samples} from '../../src/data/samples';
import {matchesFilters, noFilters, parseFilters} from '../../src/components/Samples/sampleFilters';

/* The samples gallery's cards, and the filters a reader narrows them with. */
const browser = sharedBrowser();
const pool = pagePool(browser, 1);

const sampleCategoriesInOrder = sampleCategories.map((category) => category.id);

/** The ids of the cards a reader can see, in page order. */
function visibleSampleIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-sample-id]:visible')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sample-id') ?? ''));
}

/** What the data says a query string should show. */
function expectedIds(search: string): string[] {
  const filters = parseFilters(search);
  return samples.filter((sample) => matchesFilters(sample, filters)).map((sample) => sample.id);
}

function currentSearch(page: Page): string {
  return new URL(page.url()).search;
}

describe('samples gallery', () => {
  it('renders every sample in the static HTML, before any script runs', async () => {
    const html = await (await fetch(new URL('/samples/', baseURL()))).text();
    // The minifier drops the quotes around attribute values that do not need them.
    const ids = [...html.matchAll(/data-sample-id="?([a-z0-9-]+)/g)].map((match) => match[1]);
    expect(ids).toEqual(samples.map((sample) => sample.id));
    expect(html).not.toContain('<iframe');
  });

  it('filters by category, tag and text and writes each filter to the URL', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await openGallery(page);
    expect(await visibleSampleIds(page)).toEqual(samples.map((sample) => sample.id));

    await page.locator('#samples-category').selectOption('cameras');
    await expect.poll(() => currentSearch(page)).toBe('?category=cameras');
    await expect.poll(() => visibleSampleIds(page)).toEqual(expectedIds('?category=cameras'));

    await page.locator('#samples-tag').selectOption('controllers');
    await expect.poll(() => currentSearch(page)).toBe('?category=cameras&tag=controllers');
    await expect
      .poll(() => visibleSampleIds(page))
      .toEqual(expectedIds('?category=cameras&tag=controllers'));

    await page.locator('#samples-search').fill('orbital');
    await expect
      .poll(() => currentSearch(page))
      .toBe('?category=cameras&tag=controllers&q=orbital');
    await expect.poll(() => visibleSampleIds(page)).toEqual(['default-camera-controller']);
    expect(await page.locator('[role="status"]').textContent()).toBe(
      `Showing 1 of ${samples.length} samples.`,
    );

    await page.locator('#samples-search').fill('no-such-sample-anywhere');
    await expect.poll(() => visibleSampleIds(page)).toEqual([]);
    expect(await page.locator('[role="status"]').textContent()).toBe(
      'No sample matches these filters.',
    );

    await page.locator('button', {hasText: 'Clear filters'}).first().click();
    await expect.poll(() => currentSearch(page)).toBe('');
    await expect.poll(() => visibleSampleIds(page)).toHaveLength(samples.length);
    expect(await page.locator('#samples-search').inputValue()).toBe('');
    await close();
  });

  it('restores the filters from the URL it is opened with', async () => {
    await pool.use(async ({page, problems}) => {
      const search = '?category=entities&tag=lights&q=colour';
      await openGallery(page, search);
      await expect.poll(() => visibleSampleIds(page)).toEqual(expectedIds(search));
      expect(expectedIds(search)).toEqual(['finding-entities']);
      expect(await page.locator('#samples-category').inputValue()).toBe('entities');
      expect(await page.locator('#samples-tag').inputValue()).toBe('lights');
      expect(await page.locator('#samples-search').inputValue()).toBe('colour');
      const status = page.locator('[role="status"]');
      expect(await status.getAttribute('aria-live')).toBe('polite');
      expect(await status.textContent()).toBe(`Showing 1 of ${samples.length} samples.`);
      // Sections without a visible sample are hidden along with their heading.
      const headings = await page.locator('main section:visible h2').allTextContents();
      // The heading's anchor link adds a zero-width space to its text.
      expect(headings.map((text) => text.replace(/\u200b/g, '').trim())).toEqual(['Entities']);
      // Hydration renders the full list the server sent, so applying the query
      // afterwards raises no hydration mismatch.
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  it('ignores unknown values in the URL instead of showing an empty page', async () => {
    await pool.use(async ({page}) => {
      await openGallery(page, '?category=nonsense&tag=NOPE');
      await expect.poll(() => visibleSampleIds(page)).toHaveLength(samples.length);
      expect(await page.locator('#samples-category').inputValue()).toBe('');
    });
  });

  it('goes back to the previous filters with the browser’s back button', async () => {
    await pool.use(async ({page}) => {
      await openGallery(page);
      await page.locator('#samples-category').selectOption('advanced');
      await expect.poll(() => currentSearch(page)).toBe('?category=advanced');
      await page.locator('#samples-tag').selectOption('three.js');
      await expect.poll(() => currentSearch(page)).toBe('?category=advanced&tag=three.js');

      await page.goBack();
      await expect.poll(() => currentSearch(page)).toBe('?category=advanced');
      await expect.poll(() => visibleSampleIds(page)).toEqual(expectedIds('?category=advanced'));
      expect(await page.locator('#samples-tag').inputValue()).toBe('');

      await page.goBack();
      await expect.poll(() => currentSearch(page)).toBe('');
      await expect.poll(() => visibleSampleIds(page)).toHaveLength(samples.length);

      await page.goForward();
      await expect.poll(() => page.locator('#samples-category').inputValue()).toBe('advanced');
    });
  });

  it('keeps one history entry per burst of typing', async () => {
    await pool.use(async ({page}) => {
      await openGallery(page);
      await page.locator('#samples-search').pressSequentially('picking');
      await expect.poll(() => currentSearch(page)).toBe('?q=picking');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('samples-search');
      await page.goBack();
      await expect.poll(() => currentSearch(page)).toBe('');
      await expect.poll(() => page.locator('#samples-search').inputValue()).toBe('');
    });
  });

  it('keeps a space the reader types while the query in the URL gets shorter', async () => {
    await pool.use(async ({page}) => {
      await openGallery(page);
      const box = page.locator('#samples-search');
      await box.pressSequentially('orbit camera');
      await expect.poll(() => currentSearch(page)).toBe('?q=orbit+camera');
      for (let deleted = 0; deleted < 'camera'.length; deleted += 1) await box.press('Backspace');
      await expect.poll(() => currentSearch(page)).toBe('?q=orbit');
      await box.pressSequentially('x');
      await expect.poll(() => box.inputValue()).toBe('orbit x');
      await expect.poll(() => currentSearch(page)).toBe('?q=orbit+x');
    });
  });

  it('keeps focus on the filter being used from the keyboard', async () => {
    await pool.use(async ({page}) => {
      await openGallery(page);
      const category = page.locator('#samples-category');
      await category.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => currentSearch(page)).toBe(`?category=${sampleCategoriesInOrder[0]}`);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('samples-category');

      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => new URL(page.url()).searchParams.get('tag')).not.toBeNull();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('samples-tag');
    });
  });

  it('filters by a tag from a card, from the keyboard', async () => {
    await pool.use(async ({page}) => {
      await openGallery(page);
      const tag = page.locator(`[data-sample-id="web-xr"] button[aria-pressed]`, {hasText: 'xr'});
      await tag.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => currentSearch(page)).toBe('?tag=xr');
      await expect.poll(() => visibleSampleIds(page)).toEqual(expectedIds('?tag=xr'));
      expect(await tag.first().getAttribute('aria-pressed')).toBe('true');
    });
  });
});

describe('samples data used by the gallery tests', () => {
  it('has at least one sample with a demo and one without', () => {
    expect(samples.some((sample) => sample.demoUrl)).toBe(true);
    expect(samples.some((sample) => !sample.demoUrl)).toBe(true);
    expect(expectedIds('')).toEqual(
      samples.filter((sample) => matchesFilters(sample, noFilters)).map((s) => s.id),
    );
  });
});
