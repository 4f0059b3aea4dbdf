import {beforeAll, describe, expect, it} from 'vitest';
import type {Page, Route} from 'playwright-core';
import {freePort} from '../../src/deploy/nginxServer';
import {product} from '../../src/site/product';
import {axeViolationsInColourModes} from './support/axe';
import {openPage} from './support/browser';
import {featureServer} from './support/featureServer';
import {sharedBrowser} from './support/fixtures';
import {pageSettled} from '../../bench/measures/pageSettled';
import {openHydrated} from '../../bench/measures/hydrated';

/*
 * "Use with AI" beside "Copy page": opened from the keyboard, its links
 * point at the page's Markdown twin; the MCP install links appear only when
 * the server announces the MCP server, which the menu learns the first time
 * it opens and not before.
 */
const browser = sharedBrowser();
const GUIDE_PAGE = '/core-concepts/architecture';
const TWIN_URL = `${product.siteUrl}${GUIDE_PAGE}.md`;
const SETTINGS = '/search-settings.json';

// The menu only shows where the MCP server is: nothing here connects to it,
// so no server needs to listen at the upstream nginx is given.
let mcpPort = 0;
beforeAll(async () => {
  mcpPort = await freePort();
});
const mcpServer = featureServer(() => ({MCP_UPSTREAM: `http://127.0.0.1:${mcpPort}`}));

/** Opens the guide page, hydrated and settled, counting requests for the search settings. */
async function openGuide(baseURL?: string) {
  const opened = await openPage(browser(), baseURL ? {baseURL} : {});
  const settingsRequests: string[] = [];
  opened.page.on('request', (request) => {
    if (new URL(request.url()).pathname === SETTINGS) settingsRequests.push(request.url());
  });
  await openHydrated(opened.page, GUIDE_PAGE);
  await pageSettled(opened.page);
  return {...opened, settingsRequests};
}

/** Focuses "Use with AI" and opens it with Enter, waiting until the menu has read the settings. */
async function openMenuFromKeyboard(page: Page): Promise<void> {
  const toggle = page.getByRole('button', {name: 'Use with AI'});
  await toggle.focus();
  const settingsRead = page.waitForEvent('requestfinished', (request) =>
    request.url().endsWith(SETTINGS),
  );
  await page.keyboard.press('Enter');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await settingsRead;
  await pageSettled(page);
}

function menuLink(page: Page, name: RegExp) {
  return page.locator('[data-use-with-ai]').getByRole('link', {name});
}

describe('"Use with AI"', () => {
  it('opens from the keyboard with links to the twin and to chats about it, after loading nothing', async () => {
    const {page, problems, close, settingsRequests} = await openGuide();
    try {
      expect(settingsRequests).toEqual([]);
      const toggle = page.getByRole('button', {name: 'Use with AI'});
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await openMenuFromKeyboard(page);
      expect(settingsRequests.length).toBe(1);

      expect(await menuLink(page, /^View as Markdown$/).getAttribute('href')).toBe(
        `${GUIDE_PAGE}.md`,
      );
      const chatGpt = new URL(
        (await menuLink(page, /^Open in ChatGPT/).getAttribute('href')) ?? '',
      );
      expect(`${chatGpt.origin}${chatGpt.pathname}`).toBe('https://chatgpt.com/');
      expect(chatGpt.searchParams.get('q')).toContain(TWIN_URL);
      const claude = new URL((await menuLink(page, /^Open in Claude/).getAttribute('href')) ?? '');
      expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
      expect(claude.searchParams.get('q')).toContain(TWIN_URL);
      for (const name of [/^Open in ChatGPT/, /^Open in Claude/]) {
        expect(await menuLink(page, name).getAttribute('target')).toBe('_blank');
        expect(await menuLink(page, name).getAttribute('rel')).toContain('noopener');
      }
      // Without an MCP server announced, there is nothing to connect.
      expect(await page.getByText('Connect the docs MCP server').count()).toBe(0);
      expect(await page.locator('a[href^="cursor:"], a[href^="vscode:"]').count()).toBe(0);

      // Tab reaches the links; Escape closes the menu and gives focus back to its button.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'View as Markdown',
      );
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('[data-use-with-ai]').count()).toBe(0);
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

      expect(problems.foreignRequests).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers the MCP server to Cursor, VS Code and Claude Code when the server runs it', async () => {
    const {page, problems, close, settingsRequests} = await openGuide(mcpServer().url);
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      expect(settingsRequests).toEqual([]);
      await openMenuFromKeyboard(page);
      const group = page.getByRole('group', {name: 'Connect the docs MCP server'});
      await group.waitFor();
      const endpoint = `${mcpServer().url}/mcp`;

      const cursor =
        (await group.getByRole('link', {name: 'Add to Cursor'}).getAttribute('href')) ?? '';
      expect(cursor.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
      const cursorParameters = new URLSearchParams(cursor.slice(cursor.indexOf('?') + 1));
      expect(cursorParameters.get('name')).toBe('3dverse-docs');
      expect(
        JSON.parse(Buffer.from(cursorParameters.get('config') ?? '', 'base64').toString('utf8')),
      ).toEqual({url: endpoint});

      const vsCode =
        (await group.getByRole('link', {name: 'Add to VS Code'}).getAttribute('href')) ?? '';
      expect(vsCode.startsWith('vscode:mcp/install?')).toBe(true);
      expect(JSON.parse(decodeURIComponent(vsCode.slice('vscode:mcp/install?'.length)))).toEqual({
        name: '3dverse-docs',
        type: 'http',
        url: endpoint,
      });

      const command = `claude mcp add --transport http 3dverse-docs ${endpoint}`;
      expect(await group.locator('code').textContent()).toBe(command);
      await group.getByRole('button', {name: /^Copy the Claude Code command/}).click();
      await group.getByRole('button', {name: /^Copied the Claude Code command/}).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);

      // A click elsewhere closes it, as a native popup would.
      // (The open menu covers the title, so the click goes to the page's footer.)
      await page.locator('footer.footer').click({position: {x: 5, y: 5}});
      expect(await page.locator('[data-use-with-ai]').count()).toBe(0);
      expect(problems.foreignRequests).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps its other links when the MCP part cannot be fetched, and tries again at the next opening', async () => {
    const {page, problems, close} = await openGuide(mcpServer().url);
    try {
      // Every script asked for from now on fails, as after a deploy that replaced them.
      const refuse = (route: Route) => route.abort();
      await page.route('**/*.js', refuse);
      const toggle = page.getByRole('button', {name: 'Use with AI'});
      await toggle.click();
      await page.locator('[data-use-with-ai][data-mcp-group="failed"]').waitFor();
      expect(await menuLink(page, /^View as Markdown/).count()).toBe(1);
      expect(problems.pageErrors).toEqual([]);
      await page.unroute('**/*.js', refuse);
      await toggle.click();
      expect(await page.locator('[data-use-with-ai]').count()).toBe(0);
      await toggle.click();
      await page.getByRole('group', {name: 'Connect the docs MCP server'}).waitFor();
    } finally {
      await close();
    }
  });

  it('passes axe when open, in both colour modes', async () => {
    const {page, close} = await openGuide(mcpServer().url);
    try {
      await openMenuFromKeyboard(page);
      await page.getByRole('group', {name: 'Connect the docs MCP server'}).waitFor();
      expect(await axeViolationsInColourModes(page, '[data-copy-page]')).toEqual({
        light: [],
        dark: [],
      });
    } finally {
      await close();
    }
  });
});
