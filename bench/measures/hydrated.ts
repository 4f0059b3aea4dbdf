import type {Page, Response} from 'playwright-core';

/**
 * Resolves once React has hydrated the page, which Docusaurus marks on
 * `<html>` with `data-has-hydrated="true"`. Before that a link is plain HTML
 * that reloads the page, a button does nothing, the head tags may still be
 * the server's and layout may move. `timeout` replaces Playwright's deadline,
 * for a server slower to serve the page's scripts than the built site.
 */
export async function hydrated(page: Page, options: {timeout?: number} = {}): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor(options);
}

/**
 * Opens `route` and resolves once the network has been idle and the page has
 * hydrated: on a busy machine the network can fall idle before hydration
 * ends, so both are waited for. Returns the navigation's response, for a
 * test that checks its status.
 */
export async function openHydrated(page: Page, route: string): Promise<Response | null> {
  const response = await page.goto(route, {waitUntil: 'networkidle'});
  await hydrated(page);
  return response;
}
