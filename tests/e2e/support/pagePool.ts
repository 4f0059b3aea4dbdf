import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {afterAll} from 'vitest';
import {baseURL, openPage, type PageProblems} from './browser';

type OpenedPage = Awaited<ReturnType<typeof openPage>> & {options: BrowserContextOptions};

/** A page lent by a pool for one test, with the problems recorded since it was lent. */
export type PooledPage = {page: Page; problems: PageProblems};

/**
 * At most `size` pages, each in its own browser context, that the tests of a
 * file take turns on, closed when the file ends.
 *
 * A new context costs Chromium a renderer process and a cold HTTP cache,
 * together about as much CPU as loading the page itself; on two cores, the
 * tests that visit hundreds of pages spend most of their time on that. A
 * pooled page keeps its context's cache, as a reader's browser does between
 * pages. Between two tests it goes to `about:blank`, so nothing the previous
 * page still does can be recorded against the next test, and its problem
 * lists start empty. Options given as a function are read when the first
 * page opens, after the file's `beforeAll` hooks have run.
 *
 * What a test stores does not reach the next one: its routes are removed,
 * and the site's cookies, local and session storage are put back to the
 * context's `storageState` (empty without one). A test must therefore end
 * on the site, where that storage can be reached; one that ends elsewhere
 * fails, and its page is replaced. A test that installs a clock, adds an
 * init script or changes the page's emulation cannot hand these back, and
 * opens its own page with `openPage`.
 */
export function pagePool(
  browser: () => Browser,
  size: number,
  options: BrowserContextOptions | (() => BrowserContextOptions) = {},
): {use: <T>(test: (pooled: PooledPage) => Promise<T>) => Promise<T>} {
  const idle: OpenedPage[] = [];
  const waiting: ((opened: OpenedPage) => void)[] = [];
  const open = new Set<OpenedPage>();
  let opening = 0;

  async function openOne(): Promise<OpenedPage> {
    opening += 1;
    try {
      const resolved = typeof options === 'function' ? options() : options;
      const opened = {...(await openPage(browser(), resolved)), options: resolved};
      open.add(opened);
      return opened;
    } finally {
      opening -= 1;
    }
  }

  async function take(): Promise<OpenedPage> {
    const free = idle.pop();
    if (free) return free;
    if (open.size + opening < size) return openOne();
    return new Promise((resolve) => waiting.push(resolve));
  }

  function giveBack(opened: OpenedPage): void {
    const next = waiting.shift();
    if (next) next(opened);
    else idle.push(opened);
  }

  /**
   * Sends the page to `about:blank` and back to the pool; a page that cannot
   * get there is closed, and whoever waits gets a new one.
   *
   * The page navigates there itself. Chromium then gives the blank document
   * the page's origin, and the next test's page of the same site can mostly
   * stay in the renderer process that has already compiled its scripts and
   * styles. Sent there by the browser (`page.goto`), the page started a new
   * process nearly every time: 155 processes for 80 crawled pages against
   * 47, and 30 to 40 % more CPU. The navigation is queued as a task, so that
   * the evaluation has answered before its document goes away.
   */
  async function release(opened: OpenedPage): Promise<void> {
    try {
      await opened.page.unrouteAll({behavior: 'ignoreErrors'});
      await restoreStorage(opened.page, opened.options);
      // Already blank, the page has nothing to leave: a navigation queued now
      // would land in the next test's, since the wait below would not wait for it.
      if (opened.page.url() !== 'about:blank') {
        await Promise.all([
          opened.page.waitForURL('about:blank'),
          opened.page.evaluate(() => {
            setTimeout(() => location.assign('about:blank'));
          }),
        ]);
      }
    } catch (error) {
      open.delete(opened);
      await opened.close();
      const next = waiting.shift();
      if (next) next(await openOne());
      throw error;
    }
    giveBack(opened);
  }

  afterAll(async () => {
    await Promise.all([...open].map((opened) => opened.close()));
  });

  return {
    async use(test) {
      const opened = await take();
      for (const list of Object.values(opened.problems)) list.length = 0;
      try {
        return await test({page: opened.page, problems: opened.problems});
      } finally {
        await release(opened);
      }
    },
  };
}

/**
 * Puts the cookies and the site's local and session storage of `page` back
 * to what `options.storageState` gave its context. Throws when the page is
 * not on the site, whose storage it could then not reach.
 */
async function restoreStorage(page: Page, options: BrowserContextOptions): Promise<void> {
  const {storageState} = options;
  if (typeof storageState === 'string') {
    throw new Error('A pooled page takes its storage state as an object, not a file.');
  }
  // A test that never navigated has left the page blank, and has stored nothing on the site.
  if (page.url() === 'about:blank') return;
  const site = new URL(options.baseURL ?? baseURL()).origin;
  const origin = new URL(page.url()).origin;
  if (origin !== site) {
    throw new Error(
      `A pooled page must end its test on ${site}, where its storage can be reset, not on ${page.url()}; open a page of its own with openPage.`,
    );
  }
  const entries =
    storageState?.origins.find((stored) => stored.origin === site)?.localStorage ?? [];
  await page.evaluate((initial) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const {name, value} of initial) localStorage.setItem(name, value);
  }, entries);
  await page.context().clearCookies();
  if (storageState?.cookies.length) await page.context().addCookies(storageState.cookies);
}
