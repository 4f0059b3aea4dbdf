import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseURL, NO_PROBLEMS, openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {apiLabel, referencePath, sampleCategories, samples} from '../../src/data/samples';
import {matchesFilters, noFilters, parseFilters} from '../../src/pages/samples/_filters';

const browser = sharedBrowser();

const withDemo = samples.find((sample) => sample.id === 'car-configurator');
if (!withDemo?.demoUrl) {
  throw new Error('The e2e tests expect the car configurator to have a demo.');
}
const demo = {id: withDemo.id, url: withDemo.demoUrl, origin: new URL(withDemo.demoUrl).origin};
const sampleCategoriesInOrder = sampleCategories.map((category) => category.id);
const stubDemoPage = '<!doctype html><title>Stub demo</title><p id="stub">Stub demo page</p>';

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

/** Opens the gallery and waits until hydration has made the filters work. */
async function openGallery(page: Page, search = ''): Promise<void> {
  await page.goto(`/samples/${search}`);
  await page.locator('form[role="search"][data-ready="true"]').waitFor();
}

function currentSearch(page: Page): string {
  return new URL(page.url()).search;
}

describe('samples gallery', () => {
  it('renders every sample in the static HTML, before any script runs', async () => {
    const {page, close} = await openPage(browser());
    const response = await page.request.get(new URL('/samples/', baseURL()).toString());
    const html = await response.text();
    // The minifier drops the quotes around attribute values that do not need them.
    const ids = [...html.matchAll(/data-sample-id="?([a-z0-9-]+)/g)].map((match) => match[1]);
    expect(ids).toEqual(samples.map((sample) => sample.id));
    expect(html).not.toContain('<iframe');
    await close();
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
    const {page, problems, close} = await openPage(browser());
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
    await close();
  });

  it('ignores unknown values in the URL instead of showing an empty page', async () => {
    const {page, close} = await openPage(browser());
    await openGallery(page, '?category=nonsense&tag=NOPE');
    await expect.poll(() => visibleSampleIds(page)).toHaveLength(samples.length);
    expect(await page.locator('#samples-category').inputValue()).toBe('');
    await close();
  });

  it('goes back to the previous filters with the browser’s back button', async () => {
    const {page, close} = await openPage(browser());
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
    await close();
  });

  it('keeps one history entry per burst of typing', async () => {
    const {page, close} = await openPage(browser());
    await openGallery(page);
    await page.locator('#samples-search').pressSequentially('picking');
    await expect.poll(() => currentSearch(page)).toBe('?q=picking');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('samples-search');
    await page.goBack();
    await expect.poll(() => currentSearch(page)).toBe('');
    await expect.poll(() => page.locator('#samples-search').inputValue()).toBe('');
    await close();
  });

  it('keeps focus on the filter being used from the keyboard', async () => {
    const {page, close} = await openPage(browser());
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
    await close();
  });

  it('filters by a tag from a card, from the keyboard', async () => {
    const {page, close} = await openPage(browser());
    await openGallery(page);
    const tag = page.locator(`[data-sample-id="web-xr"] button[aria-pressed]`, {hasText: 'xr'});
    await tag.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSearch(page)).toBe('?tag=xr');
    await expect.poll(() => visibleSampleIds(page)).toEqual(expectedIds('?tag=xr'));
    expect(await tag.first().getAttribute('aria-pressed')).toBe('true');
    await close();
  });

  it('loads cleanly and contacts no other host until a demo is asked for', async () => {
    const {page, problems, close} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
    });
    await page.goto('/samples/?category=apps', {waitUntil: 'networkidle'});
    await page.locator('form[role="search"][data-ready="true"]').waitFor();
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(250);
    expect(problems).toEqual(NO_PROBLEMS);
    expect(await page.locator('iframe').count()).toBe(0);
    await close();
  });

  it('embeds the demo in a frame only when its button is clicked, and closes it', async () => {
    const {page, problems, close} = await openPage(browser());
    await page.route(`${demo.origin}/**`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: stubDemoPage}),
    );
    await openGallery(page, '?category=apps');
    expect(await page.locator('iframe').count()).toBe(0);

    const card = page.locator(`[data-sample-id="${demo.id}"]`);
    // The button's label changes once the demo is open, so find it by its role in the card.
    const button = card.locator('button[aria-expanded]');
    expect(await button.textContent()).toContain('Try the live demo');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.textContent()).toContain('Hide the live demo');

    const frame = card.locator('iframe');
    await expect.poll(() => frame.getAttribute('src')).toBe(demo.url);
    expect(await frame.getAttribute('title')).toMatch(/^Live demo of /);
    await expect
      .poll(() => card.locator('[data-demo-status]').getAttribute('data-demo-status'))
      .toBe('loaded');
    expect(
      await page
        .frameLocator(`[data-sample-id="${demo.id}"] iframe`)
        .locator('#stub')
        .textContent(),
    ).toBe('Stub demo page');
    expect(problems.foreignRequests.every((url) => new URL(url).origin === demo.origin)).toBe(true);
    // The policy's frame-src lists the demos' origins (src/deploy/renderServerConfig.ts).
    expect(problems.cspViolations).toEqual([]);

    await card.getByRole('button', {name: /^Close the live demo/}).click();
    await expect.poll(() => frame.count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await close();
  });

  it('shows a fallback with a new-tab link when the demo cannot be reached, and can retry', async () => {
    const {page, close} = await openPage(browser());
    let reachable = false;
    await page.route(`${demo.origin}/**`, (route) =>
      reachable
        ? route.fulfill({status: 200, contentType: 'text/html', body: stubDemoPage})
        : route.abort('connectionrefused'),
    );
    await openGallery(page, '?category=apps');
    const card = page.locator(`[data-sample-id="${demo.id}"]`);
    await card.locator('button', {hasText: 'Try the live demo'}).click();

    const fallback = card.getByRole('alert');
    await expect.poll(() => fallback.count(), {timeout: 10_000}).toBe(1);
    expect(await fallback.textContent()).toContain('could not be reached');
    const newTab = fallback.getByRole('link', {name: 'Open the demo in a new tab'});
    expect(await newTab.getAttribute('href')).toBe(demo.url);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await card.locator('iframe').count()).toBe(0);

    reachable = true;
    await fallback.getByRole('button', {name: 'Try again'}).click();
    await expect
      .poll(() => card.locator('[data-demo-status]').getAttribute('data-demo-status'))
      .toBe('loaded');
    await close();
  });

  it('shows the fallback when the demo never answers', async () => {
    const {page, close} = await openPage(browser());
    await page.clock.install();
    // Hold every request to the demo's host without ever answering it.
    await page.route(`${demo.origin}/**`, () => undefined);
    await openGallery(page, '?category=apps');
    const card = page.locator(`[data-sample-id="${demo.id}"]`);
    await card.locator('button', {hasText: 'Try the live demo'}).click();
    await expect
      .poll(() => card.locator('[data-demo-status]').getAttribute('data-demo-status'))
      .toBe('loading');
    await page.clock.fastForward(60_000);
    await expect.poll(() => card.getByRole('alert').count()).toBe(1);
    expect(
      await card.getByRole('alert').getByRole('link', {name: 'Open the demo in a new tab'}).count(),
    ).toBe(1);
    await close();
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

describe('library calls named by the samples', () => {
  it('each link to a reference page of the build', async () => {
    const calls = new Map(
      samples
        .flatMap((sample) => sample.apis)
        .map((api) => [`${api.package} ${apiLabel(api)}`, api]),
    );
    expect(calls.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [label, api] of calls) {
      const response = await fetch(`${baseURL()}/${referencePath(api)}`);
      if (response.status !== 200)
        missing.push(`${label}: /${referencePath(api)} answers ${response.status}`);
    }
    expect(missing).toEqual([]);
  });
});
