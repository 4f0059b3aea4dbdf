import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page, Request} from 'playwright-core';
import {pageSettled} from './pageSettled';

/** The scripts and stylesheets a browser downloads to display a built page. */
export type FirstLoad = {
  scripts: string[];
  stylesheets: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Scripts requested after hydration: islands and libraries loaded on demand. */
  deferredScripts: string[];
  deferredJsGzipBytes: number;
  /** Font files, counted as served: woff2 is compressed already. */
  fonts: string[];
  fontBytes: number;
};

/** The bytes of the build file a URL path names (decoded, as the server maps it to a file). */
export function builtFileBytes(buildDir: string, urlPath: string): Buffer {
  return readFileSync(path.join(buildDir, decodeURIComponent(urlPath)));
}

/** Gzipped size (level 9, as a CDN would serve it) of build files given by URL path. */
export function gzippedSize(buildDir: string, urlPaths: readonly string[]): number {
  return urlPaths.reduce(
    (total, urlPath) => total + gzipSync(builtFileBytes(buildDir, urlPath), {level: 9}).length,
    0,
  );
}

/**
 * Opens `route` in `page` and lists the scripts and stylesheets fetched until
 * Docusaurus has hydrated the page (it then sets `data-has-hydrated` on
 * <html>): the entry bundles and the route chunks it loads first. Scripts
 * requested afterwards, until the page has settled (`pageSettled`), are
 * reported as deferred: parts of a page loaded once they come into view or
 * the browser is idle. Prefetches for other pages are not counted.
 * Sizes come from the build on disk, so figures do not depend on the server.
 */
export async function measureFirstLoad(
  page: Page,
  buildDir: string,
  route: string,
): Promise<FirstLoad> {
  const scriptRequests: Request[] = [];
  const stylesheets = new Set<string>();
  const fonts = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.endsWith('.js')) {
      scriptRequests.push(request);
    } else if (request.resourceType() === 'stylesheet' && pathname.endsWith('.css')) {
      stylesheets.add(pathname);
    } else if (request.resourceType() === 'font') {
      fonts.add(pathname);
    }
  });
  // The page notes, on the browser's own clock, when hydration ended, so that
  // scripts requested in the same instant are not misfiled by polling delays.
  // It watches the document, because <html> is replaced once parsing starts.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hasHydrated === 'true') {
        (window as {hydratedAt?: number}).hydratedAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  // Every script the page asks for, after hydration too, has been requested by then; sizes come
  // from the build on disk, so a download still under way is counted all the same.
  await pageSettled(page);
  const hydratedAt = await page.evaluate(() => (window as {hydratedAt?: number}).hydratedAt ?? 0);
  const scripts: string[] = [];
  const deferred: string[] = [];
  for (const request of scriptRequests) {
    const {pathname} = new URL(request.url());
    (request.timing().startTime < hydratedAt ? scripts : deferred).push(pathname);
  }
  return {
    scripts,
    stylesheets: [...stylesheets],
    jsGzipBytes: gzippedSize(buildDir, scripts),
    cssGzipBytes: gzippedSize(buildDir, [...stylesheets]),
    deferredScripts: deferred,
    deferredJsGzipBytes: gzippedSize(buildDir, deferred),
    fonts: [...fonts],
    fontBytes: [...fonts].reduce(
      (total, urlPath) => total + statSync(path.join(buildDir, urlPath)).size,
      0,
    ),
  };
}
