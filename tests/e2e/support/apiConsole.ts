import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll} from 'vitest';
import type {RunningNginx} from '../../../src/deploy/nginxServer';
import {openPage} from './browser';
import {featureServer} from './featureServer';
import {sharedBrowser} from './fixtures';
import {startMockApiServer, type MockApiServer} from './mockApiServer';
import {openHydrated} from '../../../bench/measures/hydrated';

/** Bytes in a kilobyte, for the sizes the console tests compare: code loaded, bodies shown. */
export const KB = 1024;
/** The user id the OpenAPI file gives as its example, which the console starts with. */
export const USER_ID = 'd094a08f-9184-4052-9b8d-d0902732f6bc';
/** An id the mock knows nothing of. */
export const UNKNOWN_ID = '0b5f7a8e-3c1d-4e2f-9a6b-1c2d3e4f5a6b';
/** The API key the tests type into the console, to find it in the requests it sends and nowhere else. */
export const TEST_API_KEY = 'test-key-7f3a91';

/**
 * The REST API console against a mock of the platform, for one test file:
 * the production build served by a second nginx, with `API_CONSOLE_BASE_URL`
 * pointing the console (and the policy's connect-src) at a mock answering
 * from the OpenAPI file's examples. The suite's default server, with the
 * console's default settings, shows what a reader gets before asking.
 */
export function apiConsoleUnderTest(): {
  browser: () => Browser;
  api: () => MockApiServer;
  server: () => RunningNginx;
  openConsole: (operation: string, siteUrl?: string) => ReturnType<typeof openPage>;
} {
  const browser = sharedBrowser();
  let running: MockApiServer | undefined;
  beforeAll(async () => {
    running = await startMockApiServer();
  });
  afterAll(async () => {
    await running?.close();
  });
  function api(): MockApiServer {
    if (!running) throw new Error('The mock API server is not started yet.');
    return running;
  }
  // Registered after the mock's hook, so the mock's address is known when nginx is configured.
  const server = featureServer(() => ({API_CONSOLE_BASE_URL: api().url}));
  beforeAll(() => api().allowOrigin(server().url));

  /** Opens an operation page on the feature server, hydrated, with the console open. */
  async function openConsole(operation: string, siteUrl = server().url) {
    const opened = await openPage(browser(), {baseURL: siteUrl});
    await openHydrated(opened.page, `/references/api/${operation}`);
    await opened.page.locator('[data-api-console] > button').click();
    await opened.page.locator('[data-api-console-panel]').waitFor();
    return opened;
  }

  return {browser, api, server, openConsole};
}

/** The console's open panel on `page`. */
export function panel(page: Page) {
  return page.locator('[data-api-console-panel]');
}

/** Presses the console's send button, without waiting for the answer. */
export async function send(page: Page): Promise<void> {
  await page.locator('[data-api-console-send]').click();
}

/** Sends and waits for the response's status line. */
export async function sendAndWait(page: Page): Promise<string> {
  const before = await page.locator('[data-api-console-state]').textContent();
  await send(page);
  await page.waitForFunction(
    (previous) => {
      const state = document.querySelector('[data-api-console-state]')?.textContent ?? '';
      return state.startsWith('Received') && state !== previous;
    },
    before?.startsWith('Received') ? before : '',
  );
  return (await page.locator('[data-api-console-status]').textContent()) ?? '';
}
