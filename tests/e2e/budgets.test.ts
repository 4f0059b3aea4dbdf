import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {measureFirstLoad} from '../support/firstLoadAssets';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

/*
 * Which files a page needs, and their sizes, are deterministic for a given
 * build, so the size budgets are tests: JavaScript and CSS gzipped (level 9),
 * fonts as served, everything fetched by a cold load until the network is
 * idle. Times and memory are measured by `npm run bench`, never asserted.
 */
const buildDir = path.resolve(import.meta.dirname, '../../build');
const browser = sharedBrowser();
const KB = 1024;

type Budget = {template: string; route: string; js: number; css?: number; fonts?: number};

/*
 * What a cold load of each template may fetch: 230 KB of JavaScript, 25 KB of
 * CSS and 60 KB of fonts, so that a reader on a slow connection gets a page
 * that works without waiting on code it does not use.
 */
const BUDGETS: Budget[] = [
  {
    template: 'guide page with a diagram and maths',
    route: '/core-concepts/renderer-architecture',
    js: 230,
    css: 25,
    fonts: 60,
  },
  {
    template: 'class page',
    route: '/references/livelink.js/classes/Livelink',
    js: 230,
    css: 25,
    fonts: 60,
  },
  {
    template: 'devlog post with diagrams and maths',
    route: '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
    js: 230,
    css: 25,
    fonts: 60,
  },
  // Operation pages carry widgets the other templates lack, so their JavaScript gets more room;
  // it is held at the 250 KB it has always met, so that growth shows up early.
  {template: 'API operation page', route: '/references/api/get-user', js: 250},
];

describe('first-load budgets', () => {
  it.each(BUDGETS)('$template ($route) stays within its budget', async (budget) => {
    const {page, close} = await openPage(browser());
    const load = await measureFirstLoad(page, buildDir, budget.route);
    await close();
    // The measure must have seen the page load: the entry bundle, and maths fonts where maths shows.
    expect(load.scripts.some((script) => script.includes('/main.'))).toBe(true);
    const measured = {
      js: (load.jsGzipBytes + load.deferredJsGzipBytes) / KB,
      css: load.cssGzipBytes / KB,
      fonts: load.fontBytes / KB,
    };
    const over = (['js', 'css', 'fonts'] as const).filter(
      (kind) => budget[kind] !== undefined && measured[kind] > (budget[kind] ?? 0),
    );
    expect(
      over.map((kind) => `${kind} ${measured[kind].toFixed(1)} KB > ${budget[kind]} KB`),
      `${budget.route}: ${JSON.stringify(measured)}`,
    ).toEqual([]);
  });

  it('a page with maths loads the maths fonts, and a page without maths does not', async () => {
    const {page, close} = await openPage(browser());
    const withMaths = await measureFirstLoad(
      page,
      buildDir,
      '/core-concepts/renderer-architecture',
    );
    await close();
    const other = await openPage(browser());
    const withoutMaths = await measureFirstLoad(other.page, buildDir, '/references/api/get-user');
    await other.close();
    expect(withMaths.fonts.some((font) => font.includes('KaTeX_Main-Regular'))).toBe(true);
    expect(withoutMaths.fonts.filter((font) => font.includes('KaTeX'))).toEqual([]);
    // The body font is the preloaded one, and every page has it.
    expect(
      withoutMaths.fonts.some((font) => /\/assets\/fonts\/inter\.\w+\.woff2$/.test(font)),
    ).toBe(true);
  });
});
