import {prefetchWhenIdle, type IdleScheduler} from './prefetchWhenIdle';

/**
 * The `prefetch` the site hands Docusaurus's `Link`: in a production build,
 * `prefetch` run on idle callbacks (see `prefetchWhenIdle`); under the dev
 * server, none at all. There each prefetch has the dev server send a linked
 * page's chunks, unminified: a guide page asked for over three hundred right
 * after it loaded, while the writer's first edit was compiling, and that
 * edit showed later. A link that is followed still loads its page.
 */
export function sitePrefetch<Result>(
  prefetch: (routePath: string) => Result,
  scheduleIdle: IdleScheduler,
  {production}: {production: boolean},
): (routePath: string) => Promise<Result | false> | false {
  return production ? prefetchWhenIdle(prefetch, scheduleIdle) : () => false;
}
