import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {themeDictionary, tokenStyle} from '../../src/plugins/lean-prism/tokenStyles';
import {darkCodeTheme, lightCodeTheme} from '../../src/site/codeThemes';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();

/** A page whose code blocks are long listings. */
const CODE_PAGE = '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt';

/**
 * Counts the texts Prism tokenises and records what the copy button writes,
 * wrapping both before the site's scripts run (Prism's core assigns itself
 * to `window.Prism` once it is complete).
 */
async function watchHighlighting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as unknown as {tokenised: number; copied: string[]};
    watched.tokenised = 0;
    watched.copied = [];
    let prism: unknown;
    Object.defineProperty(window, 'Prism', {
      configurable: true,
      get: () => prism,
      set(value: {tokenize?: (...args: unknown[]) => unknown}) {
        const tokenize = value.tokenize;
        if (typeof tokenize === 'function') {
          value.tokenize = function (this: unknown, ...args: unknown[]) {
            watched.tokenised += 1;
            return tokenize.apply(this, args);
          };
        }
        prism = value;
      },
    });
    navigator.clipboard.writeText = async (text: string) => {
      watched.copied.push(text);
    };
  });
}

/** How many texts Prism has tokenised in the page so far. */
const tokenised = (page: Page) =>
  page.evaluate(() => (window as unknown as {tokenised: number}).tokenised);

/** The colour and font style of the page's first TypeScript keyword, and what the `theme` gives a keyword. */
async function keywordStyle(page: Page, theme: typeof lightCodeTheme) {
  const expected = tokenStyle(['keyword'], themeDictionary(theme, 'ts'));
  return page.evaluate(
    ({color, fontStyle}) => {
      const keyword = document.querySelector('.prism-code[class*="language-ts"] .token.keyword');
      const probe = document.createElement('span');
      probe.style.color = String(color);
      probe.style.fontStyle = String(fontStyle ?? 'normal');
      document.body.append(probe);
      const want = {
        color: getComputedStyle(probe).color,
        fontStyle: getComputedStyle(probe).fontStyle,
      };
      probe.remove();
      if (!keyword) return {got: null, want};
      const got = getComputedStyle(keyword);
      return {got: {color: got.color, fontStyle: got.fontStyle}, want};
    },
    {color: expected.color, fontStyle: expected.fontStyle},
  );
}

describe('Code blocks highlighted at build time', () => {
  it('keep the HTML the server highlighted through hydration, coloured for either mode, with working buttons', async () => {
    const {page, problems, close} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
    });
    await watchHighlighting(page);
    await openHydrated(page, CODE_PAGE);
    const lines = await page.locator('.prism-code .token-line').count();
    expect(lines).toBeGreaterThan(100);
    // Hydration and Docusaurus's remount of every block left Prism idle.
    expect(await tokenised(page)).toBe(0);
    // The site opens in dark mode; the server rendered the page in neither.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const dark = await keywordStyle(page, darkCodeTheme);
    expect(dark.got).toEqual(dark.want);
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    const light = await keywordStyle(page, lightCodeTheme);
    expect(light.got).toEqual(light.want);
    expect(dark.got).not.toEqual(light.got);

    const block = page.locator('.theme-code-block').first();
    const firstLine = (await block.locator('.token-line').first().textContent()) ?? '';
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {copied: string[]}).copied))
      .toHaveLength(1);
    const [copied = ''] = await page.evaluate(
      () => (window as unknown as {copied: string[]}).copied,
    );
    expect(copied.split('\n')[0]).toBe(firstLine);
    expect(copied.split('\n').length).toBeGreaterThanOrEqual(
      await block.locator('.token-line').count(),
    );

    // On a phone, long lines overflow and the block offers to wrap them.
    await page.setViewportSize({width: 390, height: 844});
    const wrapped = page
      .locator('.theme-code-block:has(button[aria-label="Toggle word wrap"])')
      .first();
    const wrappedLines = await wrapped.locator('.token-line').count();
    await wrapped.hover();
    await wrapped.getByRole('button', {name: 'Toggle word wrap'}).click();
    expect(
      await wrapped.locator('code').evaluate((code) => getComputedStyle(code).whiteSpace),
    ).toBe('pre-wrap');
    expect(await wrapped.locator('.token-line').count()).toBe(wrappedLines);
    expect(await tokenised(page)).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it('are highlighted in the browser on a page reached by client-side navigation', async () => {
    const {page, problems, close} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
    });
    await watchHighlighting(page);
    await openHydrated(page, '/core-concepts/architecture');
    const links = await page
      .locator('.theme-doc-sidebar-container a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    let target: string | undefined;
    for (const href of links) {
      if (href === '/core-concepts/architecture') continue;
      if ((await (await page.request.get(href)).text()).includes('prism-code language-ts')) {
        target = href;
        break;
      }
    }
    if (!target) throw new Error('no sidebar link to a page with TypeScript code');
    const before = await tokenised(page);
    const heading = () => page.locator('article h1').first().textContent();
    const startHeading = await heading();
    await page.locator(`.theme-doc-sidebar-container a[href="${target}"]`).first().click();
    await page.waitForURL(`**${target}`);
    // The address changes at once, but the starting page, which has TypeScript too, stays on screen
    // until the next one has loaded: look only once its heading has gone.
    await expect.poll(heading).not.toBe(startHeading);
    expect(
      await page.locator('.prism-code[class*="language-ts"] .token.keyword').count(),
    ).toBeGreaterThan(0);
    expect(await tokenised(page)).toBeGreaterThan(before);
    const dark = await keywordStyle(page, darkCodeTheme);
    expect(dark.got).toEqual(dark.want);
    expect(problems.consoleErrors).toEqual([]);
    await close();
  });
});
