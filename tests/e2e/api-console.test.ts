import {load as parseYaml} from 'js-yaml';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {measureConsoleOpening} from '../support/consoleOpeningCost';
import {axeViolations} from './support/axe';
import {baseURL, openPage} from './support/browser';
import {buildDir} from './support/builtPage';
import {featureServer} from './support/featureServer';
import {sharedBrowser} from './support/fixtures';
import {startMockApiServer, type MockApiServer} from './support/mockApiServer';

/*
 * The REST API console against a mock of the platform: the production
 * build served by nginx, with `API_CONSOLE_BASE_URL` pointing the console
 * (and the policy's connect-src) at a mock answering from the OpenAPI
 * file's examples. The default server, with the console's default
 * settings, checks that nothing is sent before the reader asks.
 */
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

const KB = 1024;
const USER_ID = 'd094a08f-9184-4052-9b8d-d0902732f6bc';
const UNKNOWN_ID = '0b5f7a8e-3c1d-4e2f-9a6b-1c2d3e4f5a6b';
const KEY = 'test-key-7f3a91';
const PRODUCTION = (
  parseYaml(
    readFileSync(path.resolve(import.meta.dirname, '../../openapi/asset-api.yaml'), 'utf8'),
  ) as {servers: {url: string}[]}
).servers[0]?.url;

/** Opens an operation page on the feature server, hydrated, with the console open. */
async function openConsole(operation: string, siteUrl = server().url) {
  const opened = await openPage(browser(), {baseURL: siteUrl});
  await opened.page.goto(`/references/api/${operation}`, {waitUntil: 'networkidle'});
  await opened.page.locator('html[data-has-hydrated="true"]').waitFor();
  await opened.page.locator('[data-api-console] > button').click();
  await opened.page.locator('[data-api-console-panel]').waitFor();
  return opened;
}

function panel(page: Page) {
  return page.locator('[data-api-console-panel]');
}

async function send(page: Page): Promise<void> {
  await page.locator('[data-api-console-send]').click();
}

/** Sends and waits for the response's status line. */
async function sendAndWait(page: Page): Promise<string> {
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

function policyDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the API console', () => {
  it('sends nothing on page load, and fetches its code and data only when opened', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      await page.goto('/references/api/get-user', {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForTimeout(2500);
      await page.waitForLoadState('networkidle');
      expect(api().requests).toEqual([]);
      expect(requested.filter((url) => url.includes('/api-console/'))).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);
      const beforeOpening = requested.length;
      await page.locator('[data-api-console] > button').click();
      await panel(page).waitFor();
      const opening = requested.slice(beforeOpening).map((url) => new URL(url).pathname);
      expect(opening).toContain('/api-console/get-user.json');
      expect(opening.some((pathname) => pathname.endsWith('.js'))).toBe(true);
      // Opening is not sending.
      await page.waitForTimeout(300);
      expect(api().requests).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is offered by default with the OpenAPI file’s server alone, which the policy names exactly', async () => {
    const defaultPolicy = policyDirectives(
      (await fetch(`${baseURL()}/`)).headers.get('content-security-policy'),
    );
    const configuredPolicy = policyDirectives(
      (await fetch(`${server().url}/`)).headers.get('content-security-policy'),
    );
    const production = new URL(PRODUCTION ?? '').origin;
    expect(defaultPolicy.get('connect-src')).toContain(production);
    expect(defaultPolicy.get('connect-src')).not.toContain(api().origin);
    expect(configuredPolicy.get('connect-src')).toContain(production);
    expect(configuredPolicy.get('connect-src')).toContain(api().origin);
    for (const policy of [defaultPolicy, configuredPolicy]) {
      expect(policy.get('connect-src')?.filter((source) => source.includes('*'))).toEqual([]);
    }
    const {page, close} = await openConsole('get-user', baseURL());
    try {
      const servers = await panel(page)
        .getByLabel('Server', {exact: true})
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(servers).toEqual([PRODUCTION]);
    } finally {
      await close();
    }
  });

  it('sends a GET with the key in its header only, and shows the response', async () => {
    const {page, problems, close} = await openConsole('get-user');
    try {
      expect(await panel(page).getByLabel('Server', {exact: true}).inputValue()).toBe(api().url);
      await page.locator('[data-api-console-key]').fill(KEY);
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      expect(await page.locator('[data-api-console-body]').textContent()).toContain(
        '"username": "alice.martin"',
      );
      const [request] = api().sent().slice(-1);
      expect(request).toMatchObject({method: 'GET', path: `/users/${USER_ID}`, query: ''});
      expect(request?.headers.api_key).toBe(KEY);
      expect(request?.headers.cookie).toBeUndefined();
      // The samples read the key from the environment; the reader's own never shows.
      expect(await panel(page).textContent()).not.toContain(KEY);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a POST with a JSON body once the reader confirms it', async () => {
    const {page, close} = await openConsole('register-user');
    try {
      await page.locator('[data-api-console-key]').fill(KEY);
      await panel(page).getByLabel(/^JSON/).fill('{"username": "bob.martin"}');
      await send(page);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('POST /users');
      await dialog.getByRole('button', {name: 'Send POST'}).click();
      await page.locator('[data-api-console-status]').waitFor();
      expect(await page.locator('[data-api-console-status]').textContent()).toMatch(/^200\b/);
      const [request] = api().sent().slice(-1);
      expect(request).toMatchObject({method: 'POST', path: '/users'});
      expect(JSON.parse(request?.body ?? '')).toEqual({username: 'bob.martin'});
      expect(request?.headers['content-type']).toBe('application/json');
    } finally {
      await close();
    }
  });

  it('shows the API’s own error: 401 without a key, 404 for an unknown id', async () => {
    const {page, problems, close} = await openConsole('get-user');
    try {
      await page.locator('[data-api-console-key]').fill('');
      expect(await sendAndWait(page)).toMatch(/^401\b/);
      expect(await panel(page).textContent()).toContain('The API says: Missing credential');
      expect(api().sent().at(-1)?.headers.api_key).toBeUndefined();

      await page.locator('[data-api-console-key]').fill(KEY);
      await panel(page).getByLabel('user_id').fill(UNKNOWN_ID);
      expect(await sendAndWait(page)).toMatch(/^404\b/);
      expect(await panel(page).textContent()).toContain(
        'The API says: Not found (error code 1404)',
      );
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says what likely happened when the server is down', async () => {
    const {page, close} = await openConsole('get-user');
    await api().stop();
    try {
      await send(page);
      const failure = page.locator('[data-api-console-failure]');
      await failure.waitFor();
      expect(await failure.textContent()).toMatch(/^No response from 127\.0\.0\.1:\d+\..*CORS/);
    } finally {
      await api().start();
      await close();
    }
  });

  it('cancels a slow request when the reader asks', async () => {
    const {page, close} = await openConsole('get-user');
    api().setMode('slow');
    try {
      await page.locator('[data-api-console-key]').fill(KEY);
      const received = api().sent().length;
      await send(page);
      // The request reached the server, which holds its answer back.
      await expect.poll(() => api().sent().length).toBe(received + 1);
      await panel(page).getByRole('button', {name: 'Cancel', exact: true}).click();
      await page.waitForFunction(() =>
        document.querySelector('[data-api-console-state]')?.textContent?.startsWith('Cancelled'),
      );
      await expect.poll(() => api().sent().at(-1)?.abandoned).toBe(true);
      expect(await page.locator('[data-api-console-send]').isEnabled()).toBe(true);
    } finally {
      api().setMode('normal');
      await close();
    }
  });

  it('cuts a response of several MB off at 1 MB with a note, and shows all of what it read on request', async () => {
    const {page, close} = await openConsole('list-users');
    api().setMode('large');
    try {
      await page.locator('[data-api-console-key]').fill(KEY);
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      expect(await page.locator('[data-api-console-truncated]').textContent()).toContain(
        'larger than 1 MB',
      );
      const body = page.locator('[data-api-console-body]');
      expect((await body.textContent())?.length).toBe(64 * KB);
      await panel(page).getByRole('button', {name: 'Show all'}).click();
      await expect.poll(async () => (await body.textContent())?.length).toBe(1024 * KB);
    } finally {
      api().setMode('normal');
      await close();
    }
  });

  it('sends nothing when a value fails the schema check, and says which', async () => {
    const {page, close} = await openConsole('register-user');
    try {
      const received = api().requests.length;
      await panel(page).getByLabel(/^JSON/).fill('{"username": 42}');
      await send(page);
      const issues = page.locator('[data-api-console-issues]');
      await issues.locator('li').first().waitFor();
      expect(await issues.textContent()).toContain('body.username must be a string');
      expect(
        await page.evaluate(() => document.activeElement?.hasAttribute('data-api-console-issues')),
      ).toBe(true);
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').isVisible()).toBe(false);
      expect(api().requests.length).toBe(received);
    } finally {
      await close();
    }
  });

  it('asks before a DELETE, naming the operation and the resource with its values', async () => {
    const {page, close} = await openConsole('delete-user');
    try {
      await page.locator('[data-api-console-key]').fill(KEY);
      const received = api().sent().length;
      await send(page);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const text = await dialog.textContent();
      expect(text).toContain('Delete a user');
      expect(text).toContain(`DELETE /users/${USER_ID}`);
      // The focus starts on Cancel, and Escape cancels.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(api().sent().length).toBe(received);
      await send(page);
      await dialog.getByRole('button', {name: 'Send DELETE'}).click();
      await page.locator('[data-api-console-status]').waitFor();
      expect(api().sent().at(-1)).toMatchObject({method: 'DELETE', path: `/users/${USER_ID}`});
    } finally {
      await close();
    }
  });

  it('keeps the key in this tab’s session storage only, until "Forget key"', async () => {
    const {page, close} = await openConsole('get-user');
    try {
      await page.locator('[data-api-console-key]').fill(KEY);
      await sendAndWait(page);
      const storage = () =>
        page.evaluate(() => ({
          session: JSON.stringify(sessionStorage),
          local: JSON.stringify(localStorage),
          cookie: document.cookie,
          url: location.href,
        }));
      const kept = await storage();
      expect(kept.session).toContain(KEY);
      expect([kept.local, kept.cookie, kept.url].join(' ')).not.toContain(KEY);
      expect(
        api()
          .sent()
          .every((request) => !request.query.includes(KEY)),
      ).toBe(true);
      // Still there after a reload of the tab.
      await page.reload({waitUntil: 'networkidle'});
      await page.locator('[data-api-console] > button').click();
      await panel(page).waitFor();
      expect(await page.locator('[data-api-console-key]').inputValue()).toBe(KEY);
      await panel(page).getByRole('button', {name: 'Forget key'}).click();
      expect(await page.locator('[data-api-console-key]').inputValue()).toBe('');
      expect((await storage()).session).not.toContain(KEY);
    } finally {
      await close();
    }
  });

  it('opens for at most 60 KB of gzipped code', async () => {
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      const cost = await measureConsoleOpening(page, buildDir, '/references/api/get-user');
      expect(cost.scripts.length).toBeGreaterThan(0);
      expect(cost.data).toContain('/api-console/get-user.json');
      expect(cost.codeGzipBytes / KB, JSON.stringify(cost)).toBeLessThanOrEqual(60);
    } finally {
      await close();
    }
  });
});

describe('the API console’s accessibility: WCAG 2.2 AA, checked by axe-core', () => {
  let themeStorageKey = '';
  beforeAll(async () => {
    const html = await (await fetch(server().url)).text();
    themeStorageKey = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(html)?.[1] ?? '';
    expect(themeStorageKey).not.toBe('');
  });

  it.each(['light', 'dark'] as const)(
    'has no violations with the console open, a response and an error shown, %s mode',
    async (mode) => {
      const {page, close} = await openPage(browser(), {baseURL: server().url});
      try {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          themeStorageKey,
          mode,
        ] as const);
        await page.goto('/references/api/get-asset-dependencies', {waitUntil: 'networkidle'});
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        await page.locator('[data-api-console] > button').click();
        await panel(page).waitFor();
        await panel(page).getByLabel('asset_id').fill(UNKNOWN_ID);
        expect(await sendAndWait(page)).toMatch(/^(401|404)\b/);
        await panel(page).getByLabel('asset_id').fill('not an id');
        await send(page);
        await page.locator('[data-api-console-issues] li').first().waitFor();
        expect(await axeViolations(page, '[data-api-console]')).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
