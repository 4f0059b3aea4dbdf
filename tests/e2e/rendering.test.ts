import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {interceptScripts, MERMAID_CORE_MARKER} from './support/interceptScripts';
import {themeDictionary, tokenStyle} from '../../src/plugins/lean-prism/tokenStyles';
import {darkCodeTheme, lightCodeTheme} from '../../src/site/codeThemes';

const browser = sharedBrowser();
const DIAGRAM_PAGE = '/core-concepts/architecture';

/** The copy of the first diagram that shows, and the fill of its first node (it differs between Mermaid themes). */
const shownDiagram = (page: Page) =>
  page.evaluate(() => {
    const copies = Array.from(document.querySelectorAll<HTMLElement>('.static-diagram > div'));
    const shown = copies.filter((copy) => getComputedStyle(copy).display !== 'none');
    const shape = shown[0]?.querySelector('.node rect, .node polygon');
    return {
      shown: shown.map((copy) => copy.className),
      fill: shape ? getComputedStyle(shape).fill : null,
    };
  });

describe('Diagrams drawn at build time', () => {
  it('show in the current colour mode and follow the toggle at once, with no diagram library', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    const scripts: string[] = [];
    await interceptScripts(page, (body) => {
      scripts.push(body);
      return 'pass';
    });
    await page.goto(DIAGRAM_PAGE, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await shownDiagram(page)).toMatchObject({shown: ['static-diagram__dark']});
    // The markup comes in the HTML only: no script of the page carries a second copy.
    expect(scripts.some((body) => body.includes('static-diagram__light'))).toBe(false);
    // The toggle re-renders the page; the server's SVG must outlive hydration and that render.
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    // Both copies are in the page: the light one shows without drawing anything.
    const light = await shownDiagram(page);
    expect(light.shown).toEqual(['static-diagram__light']);
    // Mermaid's default theme fills flowchart nodes with #ECECFF.
    expect(light.fill).toBe('rgb(236, 236, 255)');
    expect(scripts.some((body) => body.includes(MERMAID_CORE_MARKER))).toBe(false);
    await close();
  });

  it('load their markup on a page reached by client-side navigation', async () => {
    const {page, problems, close} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
    });
    const served = await (await page.request.get(DIAGRAM_PAGE)).text();
    const diagrams = served.match(/class="?static-diagram"?[ >]/g)?.length ?? 0;
    expect(diagrams).toBeGreaterThan(0);
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator(`main a[href="${DIAGRAM_PAGE}"]`).first().click();
    await page.waitForURL(`**${DIAGRAM_PAGE}`);
    await expect
      .poll(() => page.locator('.static-diagram > .static-diagram__light > svg').count())
      .toBe(diagrams);
    // The router, not a page load, brought the page.
    expect(documents).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await close();
  });

  it('show with JavaScript off, with text a reader can select', async () => {
    const {page, close} = await openPage(browser(), {javaScriptEnabled: false});
    await page.goto(DIAGRAM_PAGE);
    expect(await page.locator('.static-diagram svg:visible').count()).toBeGreaterThan(0);
    const selected = await page.evaluate(() => {
      const shown = Array.from(
        document.querySelectorAll<HTMLElement>('.static-diagram > div'),
      ).find((copy) => getComputedStyle(copy).display !== 'none');
      const label = shown?.querySelector('.nodeLabel, text');
      if (!label) return '';
      const range = document.createRange();
      range.selectNodeContents(label);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return selection?.toString() ?? '';
    });
    expect(selected.trim()).not.toBe('');
    await close();
  });
});

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
    await page.goto(CODE_PAGE, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
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
    await page.goto('/core-concepts/architecture', {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
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
    await page.locator(`.theme-doc-sidebar-container a[href="${target}"]`).first().click();
    await page.waitForURL(`**${target}`);
    await expect
      .poll(() => page.locator('.prism-code[class*="language-ts"] .token.keyword').count())
      .toBeGreaterThan(0);
    expect(await tokenised(page)).toBeGreaterThan(before);
    const dark = await keywordStyle(page, darkCodeTheme);
    expect(dark.got).toEqual(dark.want);
    expect(problems.consoleErrors).toEqual([]);
    await close();
  });
});

describe('KaTeX maths', () => {
  it('renders formulas with the self-hosted stylesheet and fonts', async () => {
    const {page, problems, close} = await openPage(browser());
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fontRequests.push(request.url());
      }
    });
    await page.goto('/core-concepts/renderer-architecture', {waitUntil: 'networkidle'});
    expect(await page.locator('.katex').count()).toBeGreaterThan(0);
    // The stylesheet hides KaTeX's MathML copy; without it the formula would show twice.
    const mathmlHidden = await page.evaluate(() => {
      const mathml = document.querySelector('.katex-mathml');
      return mathml ? getComputedStyle(mathml).position === 'absolute' : false;
    });
    expect(mathmlHidden).toBe(true);
    expect(fontRequests.some((url) => /KaTeX/i.test(url))).toBe(true);
    expect(problems.foreignRequests).toEqual([]);
    await close();
  });
});

describe('tooltips', () => {
  it('follow the pointer over an element with data-tooltip and are announced as its description', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await page.goto('/', {waitUntil: 'networkidle'});
    const target = page.locator('a[data-tooltip]').first();
    const box = await target.boundingBox();
    if (!box) {
      throw new Error('no tooltip target on the page');
    }
    await page.mouse.move(box.x + 2, box.y + 2);
    const tooltip = page.locator('#site-tooltip');
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toBe(await target.getAttribute('data-tooltip'));
    expect(await tooltip.getAttribute('role')).toBe('tooltip');
    expect(await target.getAttribute('aria-describedby')).toContain('site-tooltip');
    const first = await tooltip.boundingBox();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2);
    await expect.poll(async () => (await tooltip.boundingBox())?.x).not.toBe(first?.x);
    await page.mouse.move(10, 700);
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    expect(await target.getAttribute('aria-describedby')).toBeNull();
    await close();
  });

  it('appear on keyboard focus and close on Escape', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.locator('a[data-tooltip]').first().focus();
    const tooltip = page.locator('#site-tooltip');
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    await close();
  });
});

describe('self-hosted fonts and theme', () => {
  it('sets the site font and colours over the theme defaults, from files on the same host', async () => {
    const {page, problems, close} = await openPage(browser());
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fonts.push(new URL(request.url()).host);
      }
    });
    await page.goto('/core-concepts/assets', {waitUntil: 'networkidle'});
    const style = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      primary: getComputedStyle(document.documentElement)
        .getPropertyValue('--ifm-color-primary')
        .trim(),
    }));
    expect(style.font).toMatch(/^"?Inter Variable/);
    expect(style.primary).toBe('#8f84f0');
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([new URL(page.url()).host]));
    expect(problems.foreignRequests).toEqual([]);
    await close();
  });
});
