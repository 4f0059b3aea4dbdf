import {describe, expect, it} from 'vitest';
import type {Route} from 'playwright-core';
import {NO_PROBLEMS, openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {openGallery} from './support/samplesGallery';
import {pageSettled} from '../../bench/measures/pageSettled';
import {samples} from '../../src/data/samples';

/*
 * The live demos of the samples gallery: embedded only when a reader asks,
 * with a fallback when the demo cannot be reached.
 */
const browser = sharedBrowser();

const withDemo = samples.find((sample) => sample.id === 'car-configurator');
if (!withDemo?.demoUrl) {
  throw new Error('The e2e tests expect the car configurator to have a demo.');
}
const demo = {id: withDemo.id, url: withDemo.demoUrl, origin: new URL(withDemo.demoUrl).origin};
const stubDemoPage = '<!doctype html><title>Stub demo</title><p id="stub">Stub demo page</p>';

describe('samples gallery', () => {
  it('loads cleanly and contacts no other host until a demo is asked for', async () => {
    const {page, problems, close} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
    });
    await openGallery(page, '?category=apps');
    await page.mouse.wheel(0, 20_000);
    await pageSettled(page);
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
    await card.locator('[data-demo-status="loaded"]').waitFor();
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
    await expect.poll(() => fallback.count()).toBe(1);
    expect(await fallback.textContent()).toContain('could not be reached');
    const newTab = fallback.getByRole('link', {name: 'Open the demo in a new tab'});
    expect(await newTab.getAttribute('href')).toBe(demo.url);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await card.locator('iframe').count()).toBe(0);

    reachable = true;
    await fallback.getByRole('button', {name: 'Try again'}).click();
    await card.locator('[data-demo-status="loaded"]').waitFor();
    await close();
  });

  it('shows the fallback when the demo never answers', async () => {
    const {page, close} = await openPage(browser());
    await page.clock.install();
    // Hold every request to the demo's host, unanswered until the test ends.
    const held: Route[] = [];
    await page.route(`${demo.origin}/**`, (route) => {
      held.push(route);
    });
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
    // Closing waits for every route to be answered.
    await Promise.all(held.map((route) => route.abort()));
    await close();
  });
});
