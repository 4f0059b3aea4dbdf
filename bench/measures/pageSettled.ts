import type {Page} from 'playwright-core';
import {hydrated} from './hydrated';

/**
 * Resolves once the page has done the work that hydration or the test's
 * last action started, so that a test may check what did not happen
 * without waiting for a time a busier machine would overrun. In order:
 * hydration (`networkidle` can come before it on a busy machine); a frame,
 * whose rendering steps let IntersectionObserver find what came into view
 * and queue its report; a second frame and a task, by which those reports
 * and React's effects have run and asked for their idle callbacks (the
 * site prefetches in one); then an idle callback of our own, which runs
 * after those, as idle callbacks run in the order asked. A request the
 * page makes in that work has started by then.
 */
export async function pageSettled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve()), 0)),
        );
      }),
  );
}
