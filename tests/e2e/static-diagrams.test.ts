import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {createDiagramRenderer} from '../../src/plugins/static-diagrams/renderDiagrams';
import {
  checkMermaidMarkup,
  EDGE_LABEL_CLASS,
} from '../../src/plugins/static-diagrams/mermaidMarkup';
import {chromiumArgs, chromiumPath} from '../../src/site/chromium';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {interceptScripts, MERMAID_CORE_MARKER} from './support/interceptScripts';
import {scratchFolder} from '../support/scratchFolder';
import {openHydrated} from '../../bench/measures/hydrated';
import {pageSettled} from '../../bench/measures/pageSettled';

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
    await openHydrated(page, DIAGRAM_PAGE);
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
    // Whatever the toggle's render asked for has been fetched, and read by the handler.
    await pageSettled(page);
    await page.unrouteAll({behavior: 'wait'});
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
    await openHydrated(page, '/');
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

  it('say so when their markup cannot be fetched, and load it when the reader tries again', async () => {
    const {page, problems, close} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
    });
    try {
      let refuse = true;
      await interceptScripts(page, (body) =>
        refuse && body.includes('static-diagram__light') ? 'fail' : 'pass',
      );
      await openHydrated(page, '/');
      await page.locator(`main a[href="${DIAGRAM_PAGE}"]`).first().click();
      await page.waitForURL(`**${DIAGRAM_PAGE}`);
      const failed = page.locator('main [role="alert"]').first();
      await failed.waitFor();
      expect(await failed.textContent()).toBe('This diagram could not be loaded. Try again');
      expect(problems.pageErrors).toEqual([]);
      refuse = false;
      await failed.getByRole('button', {name: 'Try again'}).click();
      await page.locator('main .static-diagram__light > svg').first().waitFor({state: 'attached'});
    } finally {
      await close();
    }
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

  it('are drawn by the installed Mermaid as the site reads them: a font size, and edge labels in their class', async () => {
    const renderer = createDiagramRenderer({
      mermaidScript: createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'),
      cacheDir: scratchFolder('diagrams-'),
      chromiumPath,
      chromiumArgs,
      drawingCode: [],
    });
    try {
      for (const source of [
        'flowchart LR\n  A[Editor] -->|edits| B[(Scene)]',
        'stateDiagram-v2\n  [*] --> Running\n  Running --> Paused: pause',
        'sequenceDiagram\n  A->>B: open',
      ]) {
        const drawn = await renderer.render(source);
        for (const svg of [drawn.light, drawn.dark])
          expect(() => checkMermaidMarkup(svg, source)).not.toThrow();
        if (source.startsWith('flowchart')) {
          // The text the dark drawings' contrast fix recolours: `.edgeLabel :is(p, span)`.
          expect(drawn.dark).toMatch(
            new RegExp(`class="${EDGE_LABEL_CLASS}"[^]*?<(p|span)\\b[^>]*>edits<`),
          );
        }
      }
    } finally {
      await renderer.close();
    }
  });

  it('are drawn the same whatever the browser drew before them', async () => {
    // Mermaid numbers some ids from counters kept by the page, and draws a stadium's outline with random control points.
    const diagrams = [
      'sequenceDiagram\n  participant A as Client\n  participant B as Server\n  A->>B: open\n  B-->>A: frame',
      'flowchart LR\n  IN["Input"] --> OUT(["Encode queue"])',
      'stateDiagram-v2\n  [*] --> Running\n  Running --> Running: frame\n  Running --> [*]',
    ];
    const drawAll = async (sources: readonly string[]) => {
      const cacheDir = scratchFolder('diagrams-');
      const renderer = createDiagramRenderer({
        mermaidScript: createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'),
        cacheDir,
        chromiumPath,
        chromiumArgs,
        // A fresh cache each time: no code to key drawings by.
        drawingCode: [],
      });
      try {
        const drawn = [];
        // One at a time, so the first source is drawn on a page that has drawn nothing.
        for (const source of sources) drawn.push(await renderer.render(source));
        expect(renderer.drawnCount()).toBe(sources.length);
        return drawn;
      } finally {
        await renderer.close();
      }
    };
    const inOrder = await drawAll(diagrams);
    const reversed = (await drawAll([...diagrams].reverse())).reverse();
    expect(reversed).toEqual(inOrder);
  });
});
