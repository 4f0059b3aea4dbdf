import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

/* The page most files open: closing it must not cut short what the test's route handlers do. */
const browser = sharedBrowser();

/** How long the slow server below waits before it answers: far longer than closing a context takes. */
const ANSWER_DELAY_MS = 300;

describe('a page from openPage', () => {
  let slowServer: Server | undefined;
  let slowUrl = '';
  let asked: () => void = () => undefined;
  beforeAll(async () => {
    slowServer = createServer((_request, response) => {
      asked();
      setTimeout(() => response.end('late answer'), ANSWER_DELAY_MS);
    });
    await new Promise<void>((resolve) => slowServer?.listen(0, '127.0.0.1', resolve));
    slowUrl = `http://127.0.0.1:${String((slowServer.address() as AddressInfo).port)}/`;
  });
  afterAll(() => new Promise<void>((resolve) => slowServer?.close(() => resolve())));

  it('closes only once its route handlers have finished reading their responses', async () => {
    const {page, close} = await openPage(browser());
    const serverAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let settleHandler: (outcome: string) => void = () => undefined;
    const handled = new Promise<string>((resolve) => {
      settleHandler = resolve;
    });
    // The handler fetches the answer itself, as the script interception does, and reads it.
    await page.route('**/late-request', async (route) => {
      try {
        const response = await route.fetch({url: slowUrl});
        const body = await response.text();
        settleHandler(body);
        await route.fulfill({response, body});
      } catch (error) {
        settleHandler(`failed: ${String(error)}`);
      }
    });
    await page.goto('/no/such/page');
    void page.evaluate(() => fetch('/late-request')).catch(() => undefined);
    // The handler is now waiting on the server when the test closes the page.
    await serverAsked;
    await close();
    expect(await handled).toBe('late answer');
  });
});
