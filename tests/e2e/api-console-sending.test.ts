import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {
  apiConsoleUnderTest,
  TEST_API_KEY,
  panel,
  send,
  sendAndWait,
  USER_ID,
} from './support/apiConsole';
import {pageSettled} from '../../bench/measures/pageSettled';

/*
 * Sending requests from the REST API console to a mock of the platform:
 * what goes out, what the reader confirms first, what the schema check
 * stops, and where the key is kept.
 */
const {api, openConsole} = apiConsoleUnderTest();

/** Whether the console's Send button has focus. */
const sendHasFocus = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-api-console-send') ?? false);

describe('the API console', () => {
  it('sends a GET with the key in its header only, and shows the response', async () => {
    const {page, problems, close} = await openConsole('get-user');
    try {
      expect(await panel(page).getByLabel('Server', {exact: true}).inputValue()).toBe(api().url);
      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      expect(await page.locator('[data-api-console-body]').textContent()).toContain(
        '"username": "alice.martin"',
      );
      // Send was disabled while the request was out, which drops focus: it comes back to Send.
      await expect.poll(() => sendHasFocus(page)).toBe(true);
      const [request] = api().sent().slice(-1);
      expect(request).toMatchObject({method: 'GET', path: `/users/${USER_ID}`, query: ''});
      expect(request?.headers.api_key).toBe(TEST_API_KEY);
      expect(request?.headers.cookie).toBeUndefined();
      // The samples read the key from the environment; the reader's own never shows.
      expect(await panel(page).textContent()).not.toContain(TEST_API_KEY);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a POST with a JSON body once the reader confirms it', async () => {
    const {page, close} = await openConsole('register-user');
    try {
      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
      await panel(page).getByLabel(/^JSON/).fill('{"username": "bob.martin"}');
      await send(page);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('POST /users');
      await dialog.getByRole('button', {name: 'Send POST'}).click();
      await page.locator('[data-api-console-status]').waitFor();
      await expect.poll(() => sendHasFocus(page)).toBe(true);
      expect(await page.locator('[data-api-console-status]').textContent()).toMatch(/^200\b/);
      const [request] = api().sent().slice(-1);
      expect(request).toMatchObject({method: 'POST', path: '/users'});
      expect(JSON.parse(request?.body ?? '')).toEqual({username: 'bob.martin'});
      expect(request?.headers['content-type']).toBe('application/json');
    } finally {
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
      await pageSettled(page);
      expect(await page.getByRole('dialog').isVisible()).toBe(false);
      expect(api().requests.length).toBe(received);
      // Once fixed values have gone out, the list waits for the next refused Send.
      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
      await panel(page).getByLabel(/^JSON/).fill('{"username": "bob.martin"}');
      await send(page);
      await page.getByRole('dialog').getByRole('button', {name: 'Send POST'}).click();
      await page.locator('[data-api-console-status]').waitFor();
      await panel(page).getByLabel(/^JSON/).fill('{"username": 43}');
      expect(await issues.locator('li').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('sends nothing for a path value the browser would read as a step up the path', async () => {
    const {page, close} = await openConsole('get-conversion-task-metadata');
    try {
      const received = api().requests.length;
      await panel(page).getByLabel('filename').fill('..');
      await send(page);
      const issues = page.locator('[data-api-console-issues]');
      await issues.locator('li').first().waitFor();
      expect(await issues.textContent()).toContain('filename cannot be ".." in a URL\'s path');
      await pageSettled(page);
      expect(api().requests.length).toBe(received);
    } finally {
      await close();
    }
  });

  it('asks before a DELETE, naming the operation and the resource with its values', async () => {
    const {page, close} = await openConsole('delete-user');
    try {
      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
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
      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
      await sendAndWait(page);
      const storage = () =>
        page.evaluate(() => ({
          session: JSON.stringify(sessionStorage),
          local: JSON.stringify(localStorage),
          cookie: document.cookie,
          url: location.href,
        }));
      const kept = await storage();
      expect(kept.session).toContain(TEST_API_KEY);
      expect([kept.local, kept.cookie, kept.url].join(' ')).not.toContain(TEST_API_KEY);
      expect(
        api()
          .sent()
          .every((request) => !request.query.includes(TEST_API_KEY)),
      ).toBe(true);
      // Still there after a reload of the tab.
      await page.reload({waitUntil: 'networkidle'});
      await page.locator('[data-api-console] > button').click();
      await panel(page).waitFor();
      expect(await page.locator('[data-api-console-key]').inputValue()).toBe(TEST_API_KEY);
      await panel(page).getByRole('button', {name: 'Forget key'}).click();
      expect(await page.locator('[data-api-console-key]').inputValue()).toBe('');
      expect((await storage()).session).not.toContain(TEST_API_KEY);
    } finally {
      await close();
    }
  });
});
