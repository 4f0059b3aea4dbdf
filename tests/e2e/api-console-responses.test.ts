import {describe, expect, it} from 'vitest';
import {
  apiConsoleUnderTest,
  KB,
  TEST_API_KEY,
  panel,
  send,
  sendAndWait,
  UNKNOWN_ID,
} from './support/apiConsole';

/*
 * What the REST API console shows when the platform answers with an error,
 * does not answer, answers slowly or answers with more than it keeps.
 */
const {api, openConsole} = apiConsoleUnderTest();

describe('the API console', () => {
  it('shows the API’s own error: 401 without a key, 404 for an unknown id', async () => {
    const {page, problems, close} = await openConsole('get-user');
    try {
      await page.locator('[data-api-console-key]').fill('');
      expect(await sendAndWait(page)).toMatch(/^401\b/);
      expect(await panel(page).textContent()).toContain('The API says: Missing credential');
      expect(api().sent().at(-1)?.headers.api_key).toBeUndefined();

      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
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
      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
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
      await page.locator('[data-api-console-key]').fill(TEST_API_KEY);
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
});
