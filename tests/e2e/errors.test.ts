import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {
  interceptScripts,
  MERMAID_CORE_MARKER,
  MERMAID_FLOWCHART_MARKER,
} from './support/interceptScripts';

const browser = sharedBrowser();

describe('error screens', () => {
  it('shows "This page crashed." with the error and a Try again button that recovers', async () => {
    const {page, close} = await openPage(browser());
    // Make date formatting throw while the devlog renders, then allow it again.
    await page.addInitScript(() => {
      const original = Intl.DateTimeFormat;
      const state = window as unknown as {breakDates: boolean};
      state.breakDates = true;
      Intl.DateTimeFormat = function (
        this: unknown,
        ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
      ) {
        if (state.breakDates) {
          throw new Error('Date formatting is unavailable');
        }
        return new original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.goto('/devlog/', {waitUntil: 'networkidle'});
    const title = page.locator('h1', {hasText: 'This page crashed.'});
    await expect.poll(() => title.count()).toBeGreaterThan(0);
    expect(await page.locator('body').textContent()).toContain('Date formatting is unavailable');
    await page.evaluate(() => {
      (window as unknown as {breakDates: boolean}).breakDates = false;
    });
    await page.locator('button', {hasText: 'Try again'}).first().click();
    await expect.poll(() => title.count()).toBe(0);
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await close();
  });

  it('shows a theme error with its message and Try again when a diagram cannot render', async () => {
    const {page, close} = await openPage(browser());
    // Mermaid itself loads, but its flowchart renderer does not: rendering throws.
    let failFlowchart = true;
    await interceptScripts(page, (body) =>
      failFlowchart &&
      body.includes(MERMAID_FLOWCHART_MARKER) &&
      !body.includes(MERMAID_CORE_MARKER)
        ? 'fail'
        : 'pass',
    );
    await page.goto('/core-concepts/architecture', {waitUntil: 'domcontentloaded'});
    const tryAgain = page.locator('button', {hasText: 'Try again'}).first();
    await expect.poll(() => tryAgain.count(), {timeout: 15_000}).toBeGreaterThan(0);
    expect(await tryAgain.locator('xpath=..').textContent()).toMatch(/\S/);
    failFlowchart = false;
    await tryAgain.click();
    await expect
      .poll(() => page.locator('.docusaurus-mermaid-container svg').count(), {timeout: 15_000})
      .toBeGreaterThan(0);
    await close();
  });

  it('shows the base URL banner when the site scripts and styles cannot load', async () => {
    const {page, close} = await openPage(browser());
    await page.route('**/assets/**', (route) => route.abort('failed'));
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Your Docusaurus site did not load properly.');
    expect(await banner.textContent()).toContain('baseUrl');
    await close();
  });

  it('does not show the base URL banner on a healthy load', async () => {
    const {page, close} = await openPage(browser());
    await page.goto('/', {waitUntil: 'networkidle'});
    expect(await page.locator('#__docusaurus-base-url-issue-banner').count()).toBe(0);
    await close();
  });
});
