/** Schedules `work` for a moment the main thread is idle; `requestIdleCallback`'s shape. */
export type IdleScheduler = (work: () => void) => void;

/**
 * Wraps Docusaurus's `prefetch(routePath)` so that each call runs on its own
 * idle callback instead of at once. A link that scrolls into view asks for
 * its page to be prefetched; matching the path against the site's routes and
 * looking up their chunks takes a few milliseconds per link on a phone, and
 * the links of a page come into view together, right after hydration, so
 * run at once they make one long task. Paths run in the order asked, each
 * once; the returned promise settles when the path's prefetch has run.
 */
export function prefetchWhenIdle<Result>(
  prefetch: (routePath: string) => Result,
  scheduleIdle: IdleScheduler,
): (routePath: string) => Promise<Result | false> {
  const asked = new Map<string, Promise<Result | false>>();
  return (routePath) => {
    const pending = asked.get(routePath);
    if (pending) return pending;
    const done = new Promise<Result | false>((resolve) => {
      scheduleIdle(() => resolve(prefetch(routePath)));
    });
    asked.set(routePath, done);
    return done;
  };
}
