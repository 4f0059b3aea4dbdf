import type {Browser} from 'playwright-core';
import {openPage} from './browser';
import {hydrated} from '../../../bench/measures/hydrated';

/** The JavaScript files a page fetches when it is opened directly, up to its hydration. */
async function scriptsLoadedBy(browser: Browser, route: string): Promise<Set<string>> {
  const {page, close} = await openPage(browser);
  // A data-saver connection turns prefetching off, so only the page's own scripts are fetched.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '2g', saveData: true}});
  });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.endsWith('.js')) {
      scripts.add(pathname);
    }
  });
  // Hydration, not an idle network, marks the end: on a busy machine the parser may not have
  // asked for the scripts yet when 500 ms without requests have passed, and a script missing
  // here left the navigation tests with no chunk to hold or fail.
  await page.goto(route);
  await hydrated(page);
  await close();
  return scripts;
}

/**
 * The scripts a client-side navigation from `from` to `to` has to fetch: the
 * chunks of the target route that the starting page does not already hold.
 */
export async function chunksNeededToNavigate(
  browser: Browser,
  from: string,
  to: string,
): Promise<string[]> {
  const [fromScripts, toScripts] = await Promise.all([
    scriptsLoadedBy(browser, from),
    scriptsLoadedBy(browser, to),
  ]);
  return [...toScripts].filter((script) => !fromScripts.has(script));
}
