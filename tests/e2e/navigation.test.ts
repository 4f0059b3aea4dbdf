import {describe, expect, it} from 'vitest';
import type {Page, Route} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {chunksNeededToNavigate} from './support/chunks';
import {pageSettled} from '../../bench/measures/pageSettled';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
const FROM = '/core-concepts';
const TO = '/core-concepts/assets';

const heading = (page: Page) => page.locator('article h1').first().textContent();

describe('navigating between pages', () => {
  it('keeps the current page while the next one preloads, and shows the progress bar only after 200 ms', async () => {
    const targetChunks = await chunksNeededToNavigate(browser(), FROM, TO);
    expect(targetChunks.length).toBeGreaterThan(0);
    const {page, close} = await openPage(browser());
    await page.clock.install();
    const held: Route[] = [];
    let holding = false;
    await page.route('**/*.js', async (route) => {
      if (holding && targetChunks.includes(new URL(route.request().url()).pathname)) {
        held.push(route);
        return;
      }
      await route.continue();
    });
    // Until React has hydrated the page, the link is plain HTML and layout may still move under the pointer.
    await openHydrated(page, FROM);
    // An installed clock still runs with real time until it is paused: on a busy machine the 200 ms
    // of the progress bar's delay could pass in real time between the click and `runFor(150)`.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    holding = true;
    await page.locator('article a[href="/core-concepts/assets"]').first().click();

    await page.clock.runFor(150);
    expect(await page.locator('#nprogress').count()).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => page.locator('#nprogress').count()).toBe(1);
    // The old page stays on screen until the new one is ready.
    expect((await heading(page))?.trim()).toBe('Core Concepts');

    holding = false;
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(async () => (await heading(page))?.trim()).toBe('Assets');
    await page.clock.runFor(2000);
    await expect.poll(() => page.locator('#nprogress').count()).toBe(0);
    await close();
  });

  it('logs a warning and reloads the browser page when preloading fails', async () => {
    const targetChunks = await chunksNeededToNavigate(browser(), FROM, TO);
    expect(targetChunks.length).toBeGreaterThan(0);
    const {page, close} = await openPage(browser());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    let failing = false;
    // The target's chunks the page asked for before and after they were made to fail, which a failure names.
    const fetchedEarly: string[] = [];
    const failed: string[] = [];
    await page.route('**/*.js', async (route) => {
      const {pathname} = new URL(route.request().url());
      if (targetChunks.includes(pathname)) {
        if (failing) {
          failed.push(pathname);
          await route.abort('failed');
          return;
        }
        fetchedEarly.push(pathname);
      }
      await route.continue();
    });
    await openHydrated(page, FROM);
    await page.evaluate(() => {
      (window as unknown as {beforeReload: boolean}).beforeReload = true;
    });
    failing = true;
    const reloaded = page.waitForEvent('load');
    await page.locator('article a[href="/core-concepts/assets"]').first().click();
    await reloaded.catch((error: unknown) => {
      throw new Error(
        `No reload after the click: the page is at ${page.url()}, warnings: ${JSON.stringify(warnings)}, the target's chunks: ${targetChunks.join(', ') || 'none'}, asked for before they failed: ${fetchedEarly.join(', ') || 'none'}, made to fail: ${failed.join(', ') || 'none'}`,
        {cause: error},
      );
    });
    expect(warnings.some((text) => /chunk|loading/i.test(text))).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload),
    ).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe(TO);
    await close();
  });
});

describe('scrolling after navigation', () => {
  it('scrolls to the top on a new page, to the anchor when there is a hash, and not at all on a query change', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 700}});
    await page.goto('/core-concepts/rendering-sessions', {waitUntil: 'networkidle'});

    // A hash link scrolls its heading into view.
    const tocLink = page.locator('.table-of-contents a').nth(2);
    const id = decodeURIComponent(((await tocLink.getAttribute('href')) ?? '').split('#')[1] ?? '');
    await tocLink.click();
    await expect
      .poll(() =>
        page.evaluate(
          (target) => document.getElementById(target)?.getBoundingClientRect().top ?? 999,
          id,
        ),
      )
      .toBeLessThan(150);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(200);

    // Changing only the query string keeps the scroll position.
    await page.evaluate(() => {
      window.history.pushState(
        window.history.state,
        '',
        `${window.location.pathname}?view=compact${window.location.hash}`,
      );
      window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
    });
    await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?view=compact');
    await pageSettled(page);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(5);

    // A link to another page without a hash lands at its top.
    const next = page.locator('.pagination-nav__link').first();
    const nextTitle = (await next.locator('.pagination-nav__label').textContent()) ?? '';
    expect(nextTitle).not.toBe('');
    await next.click();
    // The new page is on screen once its heading is: the scroll to the top comes with it.
    await page.locator('article h1', {hasText: nextTitle}).waitFor();
    expect(page.url()).not.toContain('rendering-sessions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });
});

describe('prefetching', () => {
  async function prefetchedScripts(effectiveType: string, saveData: boolean): Promise<number> {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.addInitScript(
      ([type, save]) => {
        Object.defineProperty(navigator, 'connection', {
          value: {effectiveType: type, saveData: save},
        });
      },
      [effectiveType, saveData] as const,
    );
    await page.goto('/core-concepts/assets', {waitUntil: 'networkidle'});
    await pageSettled(page);
    const count = await page.evaluate(
      () => document.querySelectorAll('link[rel="prefetch"]').length,
    );
    await close();
    return count;
  }

  it('prefetches linked pages on a fast connection', async () => {
    expect(await prefetchedScripts('4g', false)).toBeGreaterThan(0);
  });

  it('skips prefetching on 2g', async () => {
    expect(await prefetchedScripts('2g', false)).toBe(0);
  });

  it('skips prefetching in data-saver mode', async () => {
    expect(await prefetchedScripts('4g', true)).toBe(0);
  });

  it('prefetches the pages of links in view only once the browser is idle', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    // Idle callbacks are held until the test runs them.
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      (window as unknown as {heldIdleCallbacks: (() => void)[]}).heldIdleCallbacks = held;
      window.requestIdleCallback = (callback) => {
        held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
        return held.length;
      };
    });
    await openHydrated(page, '/core-concepts/assets');
    const prefetched = () => page.locator('link[rel="prefetch"]').count();
    expect(await prefetched()).toBe(0);
    await page.evaluate(() => {
      for (const run of (
        window as unknown as {heldIdleCallbacks: (() => void)[]}
      ).heldIdleCallbacks.splice(0))
        run();
    });
    expect(await prefetched()).toBeGreaterThan(0);
    await close();
  });

  it('on a phone, prefetches nothing for the links of the closed menu', async () => {
    /** Prefetched scripts once a guide page is idle at 390 px, with or without the menu. */
    const prefetchedOnPhone = async (withoutMenu: boolean) => {
      const {page, close} = await openPage(browser(), {viewport: {width: 390, height: 844}});
      if (withoutMenu) {
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = '.navbar-sidebar { display: none !important; }';
            document.head.append(style);
          });
        });
      }
      await page.goto('/core-concepts/architecture', {waitUntil: 'networkidle'});
      await pageSettled(page);
      const menuRight = await page.evaluate(
        () => document.querySelector('.navbar-sidebar')?.getBoundingClientRect().right ?? -1,
      );
      const prefetched = await page.evaluate(
        () =>
          new Set(
            Array.from(
              document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
              (link) => link.href,
            ),
          ).size,
      );
      await close();
      return {menuRight, prefetched};
    };
    const withMenu = await prefetchedOnPhone(false);
    // Touching the viewport's edge would count as visible to IntersectionObserver.
    expect(withMenu.menuRight).toBeLessThan(0);
    expect(withMenu.prefetched).toBe((await prefetchedOnPhone(true)).prefetched);
  });
});
