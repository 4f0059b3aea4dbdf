import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {Page, Route} from 'playwright-core';
import {PAGE_FEEDBACK_PATH} from '../../src/deploy/serverSettings';
import {axeViolationsInColourModes} from './support/axe';
import {openPage} from './support/browser';
import {responseTo} from './support/responses';
import {featureServer} from './support/featureServer';
import {sharedBrowser} from './support/fixtures';
import {openHydrated} from '../../bench/measures/hydrated';

/*
 * "Was this page helpful?": hidden unless the server takes answers; when it
 * does, a reader answers from the keyboard, nginx logs the answer without
 * the reader's address, and refuses anything else with a clear status.
 */
const browser = sharedBrowser();
const server = featureServer(() => ({PAGE_FEEDBACK: 'on'}));
const GUIDE_PAGE = '/core-concepts/architecture';

function feedbackLog(): {time: string; feedback: string}[] {
  const file = server().pageFeedbackLog;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as {time: string; feedback: string});
}

/**
 * Does what sends an answer, then waits for the server to take it (204), so
 * that reading the log waits only for nginx's write, not for the browser.
 */
async function answered(page: Page, send: () => Promise<void>): Promise<void> {
  expect((await responseTo(page, PAGE_FEEDBACK_PATH, send)).status()).toBe(204);
}

/**
 * Holds every answer the page sends until the returned function is called,
 * then passes each to `release` (on to the server, or answered in its place).
 */
async function holdAnswers(
  page: Page,
  release: (route: Route) => Promise<void>,
): Promise<() => void> {
  let releaseAnswers = () => {};
  const answersReleased = new Promise<void>((resolve) => (releaseAnswers = resolve));
  await page.route(
    (url) => url.pathname === PAGE_FEEDBACK_PATH,
    async (route) => {
      await answersReleased;
      await release(route);
    },
  );
  return releaseAnswers;
}

describe('page feedback', () => {
  it('is hidden when the server takes no answers', async () => {
    const {page, close} = await openPage(browser());
    try {
      await openHydrated(page, GUIDE_PAGE);
      await page.locator('[data-page-feedback]').scrollIntoViewIfNeeded();
      // It says "off" only once it has read the settings, which it does when scrolled near.
      await page
        .locator('[data-page-feedback]:not([data-page-feedback="asking"])')
        .waitFor({state: 'attached'});
      expect(await page.locator('[data-page-feedback]').getAttribute('data-page-feedback')).toBe(
        'off',
      );
      expect(await page.getByText('Was this page helpful?').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('takes a "no" with a reason and a comment from the keyboard, and a "yes" without asking why', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    try {
      await openHydrated(page, GUIDE_PAGE);
      await page.locator('[data-page-feedback]').scrollIntoViewIfNeeded();
      const no = page.getByRole('button', {name: 'No', exact: true});
      await no.waitFor();
      await no.focus();
      await page.keyboard.press('Enter');
      // The first reason has focus; the arrow key moves to the next one and picks it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('value')))
        .toBe('inaccurate');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolationsInColourModes(page, '[data-page-feedback]')).toEqual({
        light: [],
        dark: [],
      });
      await page.keyboard.press('Tab');
      await page.keyboard.type('The "render graph" diagram <b>is</b> too small.');
      await page.keyboard.press('Tab');
      await answered(page, () => page.keyboard.press('Enter'));
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('Thank you: the docs team reads every answer.');
      await expect.poll(() => feedbackLog().length).toBe(1);
      expect(JSON.parse(feedbackLog()[0]?.feedback ?? '')).toEqual({
        page: GUIDE_PAGE,
        helpful: 'no',
        reason: 'unclear',
        comment: 'The "render graph" diagram <b>is</b> too small.',
      });

      await page.goto('/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt', {
        waitUntil: 'networkidle',
      });
      await page.locator('[data-page-feedback]').scrollIntoViewIfNeeded();
      // The answer is held on its way, so the test sees what the reader sees
      // meanwhile: the question, its buttons disabled, never the form for a "no".
      const releaseAnswer = await holdAnswers(page, (route) => route.continue());
      const yes = page.getByRole('button', {name: 'Yes', exact: true});
      await answered(page, async () => {
        try {
          await yes.click();
          await page.locator('[data-page-feedback] button:disabled').first().waitFor();
          expect(await page.getByText('What was wrong with this page?').count()).toBe(0);
          expect(await yes.isDisabled()).toBe(true);
        } finally {
          releaseAnswer();
        }
      });
      await page.unrouteAll();
      await expect.poll(() => feedbackLog().length).toBe(2);
      expect(JSON.parse(feedbackLog()[1]?.feedback ?? '')).toEqual({
        page: '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
        helpful: 'yes',
      });
      const log = readFileSync(server().pageFeedbackLog, 'utf8');
      expect(log).not.toContain('127.0.0.1');
      expect(Object.keys(feedbackLog()[0] ?? {}).sort()).toEqual(['feedback', 'time']);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gives focus back to "No" when the reader cancels the form, and sends nothing', async () => {
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      const logged = feedbackLog().length;
      await openHydrated(page, GUIDE_PAGE);
      await page.locator('[data-page-feedback]').scrollIntoViewIfNeeded();
      const no = page.getByRole('button', {name: 'No', exact: true});
      await no.waitFor();
      await no.focus();
      await page.keyboard.press('Enter');
      const cancel = page.getByRole('button', {name: 'Cancel'});
      await cancel.waitFor();
      await cancel.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('No');
      expect(feedbackLog().length).toBe(logged);
    } finally {
      await close();
    }
  });

  it('cannot cancel a "no" already on its way', async () => {
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      await openHydrated(page, GUIDE_PAGE);
      await page.locator('[data-page-feedback]').scrollIntoViewIfNeeded();
      await page.getByRole('button', {name: 'No', exact: true}).click();
      // Answered here rather than by the server, so that its log stays as the other tests expect.
      const releaseAnswer = await holdAnswers(page, (route) => route.fulfill({status: 204}));
      try {
        await page.getByRole('button', {name: 'Send'}).click();
        await page.locator('[data-page-feedback] button[type=submit]:disabled').waitFor();
        expect(await page.getByRole('button', {name: 'Cancel'}).isDisabled()).toBe(true);
      } finally {
        releaseAnswer();
      }
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('Thank you: the docs team reads every answer.');
    } finally {
      await close();
    }
  });

  it('tries again as the reader comes back to it when its code could not be fetched', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    try {
      await openHydrated(page, GUIDE_PAGE);
      // Every script asked for from now on fails, as after a deploy that replaced them.
      const refuse = (route: Route) => route.abort();
      await page.route('**/*.js', refuse);
      const widget = page.locator('[data-page-feedback]');
      await widget.scrollIntoViewIfNeeded();
      await page.locator('[data-page-feedback="failed"]').waitFor({state: 'attached'});
      expect(problems.pageErrors).toEqual([]);
      await page.unroute('**/*.js', refuse);
      // Away from it, until an observer with the widget's margin says so, then back.
      await widget.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) return;
                observer.disconnect();
                resolve();
              },
              {rootMargin: '400px'},
            );
            observer.observe(element);
            window.scrollTo(0, 0);
          }),
      );
      await widget.scrollIntoViewIfNeeded();
      await page.getByRole('button', {name: 'No', exact: true}).waitFor();
      expect(await widget.getAttribute('data-page-feedback')).toBe('on');
    } finally {
      await close();
    }
  });

  it('refuses malformed (400), oversized (413) and non-POST (405) answers without logging them, and floods (429)', async () => {
    const url = `${server().url}${PAGE_FEEDBACK_PATH}`;
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      const logged = feedbackLog().length;
      const post = (data: string) =>
        page.request.post(url, {data, headers: {'Content-Type': 'application/json'}});
      expect((await post('{"page":"/p","helpful":"maybe"}')).status()).toBe(400);
      expect((await post('not json')).status()).toBe(400);
      const oversized = JSON.stringify({page: '/p', helpful: 'no', comment: 'x'.repeat(9000)});
      expect((await post(oversized)).status()).toBe(413);
      const refusedMethod = await page.request.get(url);
      expect(refusedMethod.status()).toBe(405);
      // HTTP asks a 405 to name the methods the resource takes.
      expect(refusedMethod.headers().allow).toBe('POST');
      expect(feedbackLog().length).toBe(logged);

      const statuses: number[] = [];
      for (let sent = 0; sent < 15; sent += 1) {
        statuses.push((await post('{"page":"/flood","helpful":"yes"}')).status());
      }
      expect(statuses).toContain(429);
      const accepted = statuses.filter((status) => status === 204).length;
      expect(accepted).toBeGreaterThan(0);
      await expect.poll(() => feedbackLog().length).toBe(logged + accepted);
    } finally {
      await close();
    }
  });
});
