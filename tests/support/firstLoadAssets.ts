import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';

/** The scripts and stylesheets a browser downloads to display a built page. */
export type FirstLoad = {
  scripts: string[];
  stylesheets: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
};

/** Gzipped size (level 9, as a CDN would serve it) of build files given by URL path. */
export function gzippedSize(buildDir: string, urlPaths: readonly string[]): number {
  return urlPaths.reduce(
    (total, urlPath) =>
      total + gzipSync(readFileSync(path.join(buildDir, urlPath)), {level: 9}).length,
    0,
  );
}

/**
 * Opens `route` in `page` and lists the scripts and stylesheets it fetches
 * until the network is idle: the entry bundles, and the route chunks that
 * Docusaurus loads before hydrating. Prefetch hints for other pages are not
 * counted (Chromium reports them as "other", not "script"). Sizes are taken
 * from the build on disk, so the figure does not depend on the server.
 */
export async function measureFirstLoad(
  page: Page,
  buildDir: string,
  route: string,
): Promise<FirstLoad> {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.endsWith('.js')) {
      scripts.add(pathname);
    } else if (request.resourceType() === 'stylesheet' && pathname.endsWith('.css')) {
      stylesheets.add(pathname);
    }
  });
  await page.goto(route, {waitUntil: 'networkidle'});
  return {
    scripts: [...scripts],
    stylesheets: [...stylesheets],
    jsGzipBytes: gzippedSize(buildDir, [...scripts]),
    cssGzipBytes: gzippedSize(buildDir, [...stylesheets]),
  };
}
