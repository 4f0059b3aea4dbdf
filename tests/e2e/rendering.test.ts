import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {
  interceptScripts,
  MERMAID_CORE_MARKER,
  type ScriptVerdict,
} from './support/interceptScripts';

const browser = sharedBrowser();
const DIAGRAM_PAGE = '/core-concepts/architecture';

/** The background colour of the first diagram node, which differs between Mermaid themes. */
const firstNodeFill = (page: Page) =>
  page.evaluate(() => {
    const shape = document.querySelector(
      '.docusaurus-mermaid-container svg .node rect, .docusaurus-mermaid-container svg .node polygon',
    );
    return shape ? getComputedStyle(shape).fill : null;
  });

describe('Mermaid diagrams', () => {
  it('use the dark theme in dark mode and the default theme in light mode', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await page.goto(DIAGRAM_PAGE, {waitUntil: 'networkidle'});
    // The toggle works once React has hydrated the page.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect.poll(() => firstNodeFill(page), {timeout: 10_000}).not.toBeNull();
    const darkFill = await firstNodeFill(page);
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    // Mermaid renders the diagram again in the new theme, which can take more than a second on a busy machine.
    await expect.poll(() => firstNodeFill(page), {timeout: 10_000}).not.toBe(darkFill);
    // Mermaid's default theme fills flowchart nodes with #ECECFF.
    expect(await firstNodeFill(page)).toBe('rgb(236, 236, 255)');
    await close();
  });

  it('draws the diagram on every fresh load of its page', async () => {
    // A library load that raced hydration once left the diagram blank for good, about one
    // load in five of a cold page; ten cold loads catch that rate nine times in ten.
    const blankLoads: number[] = [];
    for (let load = 0; load < 10; load += 1) {
      const {page, close} = await openPage(browser());
      await page.goto(DIAGRAM_PAGE, {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const drawn = await page
        .locator('.docusaurus-mermaid-container svg .node')
        .first()
        .waitFor({timeout: 8_000})
        .then(
          () => true,
          () => false,
        );
      if (!drawn) {
        blankLoads.push(load);
      }
      await close();
    }
    expect(blankLoads).toEqual([]);
  });

  it('shows a spinner while the diagram library loads, then an error box with Retry if it fails', async () => {
    const {page, close} = await openPage(browser());
    let mode: ScriptVerdict = 'hold';
    const scripts = await interceptScripts(page, (body) =>
      body.includes(MERMAID_CORE_MARKER) ? mode : 'pass',
    );
    await page.goto(DIAGRAM_PAGE, {waitUntil: 'domcontentloaded'});
    await expect.poll(() => scripts.held(), {timeout: 10_000}).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('svg#loader').count(), {timeout: 10_000})
      .toBeGreaterThan(0);

    mode = 'fail';
    await scripts.release('fail');
    const retry = page.locator('button', {hasText: 'Retry'}).first();
    await expect.poll(() => retry.count(), {timeout: 10_000}).toBeGreaterThan(0);
    expect(await retry.locator('xpath=../..').textContent()).toMatch(/chunk|load/i);

    mode = 'pass';
    await retry.click();
    await expect
      .poll(() => page.locator('.docusaurus-mermaid-container svg').count(), {timeout: 15_000})
      .toBeGreaterThan(0);
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
