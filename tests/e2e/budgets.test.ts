import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {measureFirstLoad} from '../support/firstLoadAssets';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

/*
 * Which files a page needs, and their gzipped sizes, are deterministic for a
 * given build, so the size budgets are tests. Times and memory are measured
 * by `npm run bench`, never asserted.
 */
const buildDir = path.resolve(import.meta.dirname, '../../build');
const browser = sharedBrowser();

/*
 * The foundation's 200 KB guide budget held for its 25 pages. Docusaurus ships
 * the route table and every doc's sidebar entry to every page, about 0.15 KB
 * gzipped per page, so with the ~450 generated reference pages the guide page
 * carries the same shell as the reference templates and shares their budget.
 */
const SHELL_BUDGET_KB = 250;

describe('first-load budgets', () => {
  it(`a guide page loads at most ${SHELL_BUDGET_KB} KB of gzipped JavaScript`, async () => {
    const {page, close} = await openPage(browser());
    const {scripts, jsGzipBytes} = await measureFirstLoad(
      page,
      buildDir,
      '/core-concepts/scene-model',
    );
    await close();
    expect(scripts.some((script) => script.includes('/main.'))).toBe(true);
    expect(jsGzipBytes).toBeLessThanOrEqual(SHELL_BUDGET_KB * 1024);
  });

  it.each(['/references/api/get-user', '/references/livelink.js/classes/Livelink'])(
    `%s loads at most ${SHELL_BUDGET_KB} KB of gzipped JavaScript`,
    async (route) => {
      const {page, close} = await openPage(browser());
      const {jsGzipBytes} = await measureFirstLoad(page, buildDir, route);
      await close();
      expect(jsGzipBytes).toBeLessThanOrEqual(SHELL_BUDGET_KB * 1024);
    },
  );
});
