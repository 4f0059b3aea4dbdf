import type {Page, Route} from 'playwright-core';

/** What to do with a script request, decided from the script's content. */
export type ScriptVerdict = 'pass' | 'hold' | 'fail';

/**
 * Routes every script of the site through `decide`, which sees the script's
 * text, so a test can target a library (Mermaid, say) by what it contains
 * rather than by a hashed file name. Held requests wait until `release()`.
 * Close the page with `openPage`'s `close`, which lets a late script (an
 * idle prefetch) leave the handler before the page goes.
 */
export async function interceptScripts(
  page: Page,
  decide: (body: string) => ScriptVerdict,
): Promise<{release: (verdict: 'pass' | 'fail') => Promise<void>; held: () => number}> {
  const held: {route: Route; body: string}[] = [];
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const verdict = decide(body);
    if (verdict === 'hold') {
      held.push({route, body});
    } else if (verdict === 'fail') {
      await route.abort('failed');
    } else {
      await route.fulfill({response, body});
    }
  });
  return {
    held: () => held.length,
    release: async (verdict) => {
      const waiting = held.splice(0);
      await Promise.all(
        waiting.map(({route, body}) =>
          verdict === 'pass'
            ? route.fulfill({body, contentType: 'text/javascript'})
            : route.abort('failed'),
        ),
      );
    },
  };
}

/** Text found only in the search modal's chunk, which loads on first open. */
export const SEARCH_MODAL_MARKER = 'Believe this query should return results?';
/** Text found only in Mermaid's core bundle, which no production page may load. */
export const MERMAID_CORE_MARKER = 'registerLayoutLoaders';
