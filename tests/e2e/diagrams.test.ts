import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {
  ARTICLE_WIDTH_PX,
  columnOf,
  MIN_TEXT_PX,
} from '../../src/plugins/static-diagrams/diagramReadability';
import {builtHtmlFiles} from '../../src/site/builtSite/builtHtmlFiles';
import {clientLibraries} from '../../src/site/references/packageReferences';
import {openPage} from './support/browser';
import {buildDir} from './support/builtPage';
import {pagePool} from './support/pagePool';
import {sharedBrowser} from './support/fixtures';

/*
 * Diagrams are drawn at build time. A wide one keeps its labels at a
 * readable size on a laptop and on a phone: it scrolls sideways in a region
 * the keyboard can scroll, with or without JavaScript.
 */
const browser = sharedBrowser();

/** Pages with diagrams of every width: narrow, as wide as a laptop's column, and wider than a phone's. */
const DIAGRAM_PAGES = [
  '/tutorials/set-up-an-environment',
  '/core-concepts/architecture',
  '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
  '/devlog/2025/07/08/how-the-render-graph-works',
];

const VIEWPORTS = [
  {width: 1280, height: 800},
  {width: 390, height: 844},
] as const;

/*
 * With JavaScript on, the tests take turns on one page per screen size.
 * Without it, each check opens its own page: a pooled page sends itself back
 * to a blank page with a script.
 */
const pools = VIEWPORTS.map((viewport) => pagePool(browser, 1, {viewport}));
function poolFor(viewport: (typeof VIEWPORTS)[number]): ReturnType<typeof pagePool> {
  const pool = pools[VIEWPORTS.indexOf(viewport)];
  if (!pool) throw new Error(`No page for a ${viewport.width} px screen.`);
  return pool;
}

/** The width below which a drawn diagram scrolls rather than shrink its labels (its light copy's, as built). */
const READABLE_MIN_WIDTH = /static-diagram__light"? style="?min-width:(\d+)px/g;

/** The size each shown diagram's labels are drawn at: font size times the drawing's scale. */
function drawnTextSizes(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<SVGSVGElement>('.static-diagram svg'))
      .filter((svg) => svg.getBoundingClientRect().width > 0)
      .map((svg) => {
        const fontPx = parseFloat(getComputedStyle(svg).fontSize) || 16;
        return (fontPx * svg.getBoundingClientRect().width) / svg.viewBox.baseVal.width;
      }),
  );
}

describe('diagrams', () => {
  it('keep their text at a readable size on a laptop and a phone, with or without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const viewport of VIEWPORTS) {
        const checkPages = async (page: Page) => {
          for (const route of DIAGRAM_PAGES) {
            await page.goto(route, {waitUntil: 'networkidle'});
            const sizes = await drawnTextSizes(page);
            expect(sizes.length, route).toBeGreaterThan(0);
            const small = sizes.filter((size) => size < MIN_TEXT_PX - 0.05);
            expect(small, `${route} at ${viewport.width} px`).toEqual([]);
          }
        };
        if (javaScriptEnabled) {
          await poolFor(viewport).use(({page}) => checkPages(page));
          continue;
        }
        const {page, close} = await openPage(browser(), {viewport, javaScriptEnabled});
        try {
          await checkPages(page);
        } finally {
          await close();
        }
      }
    }
  });

  it('fit a laptop’s column on every page the site writes', () => {
    // The client library references are TypeDoc's, drawn from the packages' doc comments.
    const packageReferences = clientLibraries.map(({library}) => path.join('references', library));
    const pages = builtHtmlFiles(buildDir, ['pagefind', ...packageReferences]);
    const diagrams = pages.flatMap((page) =>
      [...readFileSync(path.join(buildDir, page), 'utf8').matchAll(READABLE_MIN_WIDTH)].map(
        (match) => ({page, minWidth: Number(match[1]), column: ARTICLE_WIDTH_PX[columnOf(page)]}),
      ),
    );
    expect(diagrams.length).toBeGreaterThan(80);
    const tooWide = diagrams.filter(({minWidth, column}) => minWidth > column);
    expect(
      tooWide.map(
        ({page, minWidth, column}) => `${page}: ${minWidth} px for a ${column} px column`,
      ),
    ).toEqual([]);
  });

  it('scroll sideways from the keyboard when wider than the column', async () => {
    await poolFor(VIEWPORTS[1]).use(async ({page}) => {
      await page.goto('/tutorials/set-up-an-environment', {waitUntil: 'networkidle'});
      const diagram = page.locator('.static-diagram[tabindex="0"]').first();
      expect(await diagram.getAttribute('aria-label')).toBe('Diagram, scrolls sideways');
      await diagram.focus();
      expect(await diagram.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
        true,
      );
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => diagram.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  });

  it('are checked against the article widths the site really has', async () => {
    for (const [viewport, route, expected] of [
      [VIEWPORTS[0], '/core-concepts/architecture', ARTICLE_WIDTH_PX.docs],
      [VIEWPORTS[0], '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt', ARTICLE_WIDTH_PX.devlog],
      [VIEWPORTS[1], '/core-concepts/architecture', ARTICLE_WIDTH_PX.phone],
    ] as const) {
      await poolFor(viewport).use(async ({page}) => {
        await page.goto(route, {waitUntil: 'networkidle'});
        const width = await page
          .locator('.static-diagram')
          .first()
          .evaluate((element) => element.clientWidth);
        expect(width, `${route} at ${viewport.width} px`).toBe(expected);
      });
    }
  });
});
