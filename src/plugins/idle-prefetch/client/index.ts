import type {IdleScheduler} from '../prefetchWhenIdle';
import {sitePrefetch} from '../sitePrefetch';

/*
 * A client module (see `../index.ts`). Docusaurus's client entry assigns its
 * prefetch and preload helpers to `window.docusaurus` after the client
 * modules are imported, and its `Link` calls `window.docusaurus.prefetch`
 * when a link comes into view. This catches the assignment and hands `Link`
 * the same helpers with prefetching moved to idle time, and left out under
 * the dev server (see `sitePrefetch`). Preloading (on hover and focus, when a
 * reader is about to follow the link) stays immediate.
 */

type DocusaurusGlobal = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};

/** One idle callback per call, or a timeout where the browser has no `requestIdleCallback`. */
const scheduleIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), {timeout: 5000});
  } else {
    window.setTimeout(work, 1);
  }
};

if (typeof window !== 'undefined') {
  let docusaurus: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => docusaurus,
    set(helpers: DocusaurusGlobal) {
      docusaurus = Object.freeze({
        ...helpers,
        prefetch: sitePrefetch(helpers.prefetch, scheduleIdle, {
          production: process.env.NODE_ENV === 'production',
        }),
      });
    },
  });
}
