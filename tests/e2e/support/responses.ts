import type {Page, Response} from 'playwright-core';

/**
 * Does `action` and resolves with the response the page then receives from
 * `pathname` on its own server. The wait starts before the action, so a
 * quick answer is not missed; a test reads what the server recorded once
 * this resolves, rather than polling for it against a deadline.
 */
export async function responseTo(
  page: Page,
  pathname: string,
  action: () => Promise<void>,
): Promise<Response> {
  const response = page.waitForResponse(
    (candidate) => new URL(candidate.url()).pathname === pathname,
  );
  await action();
  return response;
}
