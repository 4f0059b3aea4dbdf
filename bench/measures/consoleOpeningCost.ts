import type {Page, Request} from 'playwright-core';
import {gzippedSize} from './firstLoadAssets';
import {pageSettled} from './pageSettled';

/** What opening the REST API console of a page downloads, beyond the page's own first load. */
export type ConsoleOpeningCost = {
  scripts: string[];
  stylesheets: string[];
  /** The operation's console file and the run-time settings: data, not code. */
  data: string[];
  /** Gzipped (level 9) bytes of the scripts and stylesheets: the console's code, which the budget holds. */
  codeGzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  dataGzipBytes: number;
};

/**
 * Opens `route` (an operation page of the served build) in `page`, lets it
 * settle, then presses "Try it" and lists what the browser asks for until
 * the console is shown and the page has settled again: the console's
 * scripts and stylesheets (its code, split from the page's first load) and
 * its data. Sizes come from the build on disk, gzipped as
 * `measureFirstLoad` counts them, so the figures do not depend on the server.
 */
export async function measureConsoleOpening(
  page: Page,
  buildDir: string,
  route: string,
): Promise<ConsoleOpeningCost> {
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  // What the page loads once it is idle or scrolled is the page's, not the console's.
  await pageSettled(page);
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  page.on('request', record);
  await page.locator('[data-api-console] > button').click();
  await page.locator('[data-api-console-panel]').waitFor();
  await pageSettled(page);
  page.off('request', record);
  const origin = new URL(page.url()).origin;
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const data: string[] = [];
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.origin !== origin) continue;
    if (request.resourceType() === 'script' && url.pathname.endsWith('.js')) {
      scripts.push(url.pathname);
    } else if (request.resourceType() === 'stylesheet' && url.pathname.endsWith('.css')) {
      stylesheets.push(url.pathname);
    } else if (url.pathname.endsWith('.json')) {
      data.push(url.pathname);
    }
  }
  const jsGzipBytes = gzippedSize(buildDir, scripts);
  const cssGzipBytes = gzippedSize(buildDir, stylesheets);
  return {
    scripts,
    stylesheets,
    data,
    codeGzipBytes: jsGzipBytes + cssGzipBytes,
    jsGzipBytes,
    cssGzipBytes,
    dataGzipBytes: gzippedSize(buildDir, data),
  };
}
