import {execFile} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import type {BrowserContextOptions, Locator, Page} from 'playwright-core';
import {expect} from 'vitest';
import {sharedBrowser} from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export type Run = {code: number; stdout: string; stderr: string};

/** Runs `npm run reader-report` as a maintainer would, and keeps its exit code rather than throwing. */
export async function readerReport(args: readonly string[]): Promise<Run> {
  try {
    const {stdout, stderr} = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'reader-report', '--', ...args],
      {cwd: ROOT},
    );
    return {code: 0, stdout, stderr};
  } catch (error) {
    const failed = error as {code?: number; stdout?: string; stderr?: string};
    if (typeof failed.code !== 'number') throw error;
    return {code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? ''};
  }
}

/**
 * A Chromium for the test file, and a function that opens a report from
 * disk in it and records every request and console error the report causes.
 */
export function reportOpener() {
  const browser = sharedBrowser();
  return async function openReport(file: string, options: BrowserContextOptions = {}) {
    const context = await browser().newContext(options);
    const page = await context.newPage();
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const url = pathToFileURL(file).href;
    await page.goto(url);
    return {page, url, requests, consoleErrors, close: () => context.close()};
  };
}

/** What a reader sees of an element: its rendered text, spacing collapsed; fails if it is hidden. */
export async function shownText(locator: Locator): Promise<string> {
  expect(await locator.isVisible()).toBe(true);
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** The cells of each body row of the table with this caption, as shown. */
export async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', {name: caption});
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) =>
          (cell as HTMLElement).innerText.trim(),
        ),
      ),
    );
}
