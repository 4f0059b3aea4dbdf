import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {inject} from 'vitest';

/** The address of the production build served for this run. */
export function baseURL(): string {
  return inject('baseURL');
}

/** What went wrong on a page while a test drove it. */
export type PageProblems = {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
  /** `securitypolicyviolation` events: what the Content-Security-Policy blocked. */
  cspViolations: string[];
};

/** What a page that loaded cleanly recorded. */
export const NO_PROBLEMS: PageProblems = {
  consoleErrors: [],
  pageErrors: [],
  failedRequests: [],
  foreignRequests: [],
  cspViolations: [],
};

/**
 * Opens a page on the served build (or on `options.baseURL`) and records
 * console errors, uncaught exceptions, failed requests, any request to a
 * host other than the build's own, and every violation of its
 * Content-Security-Policy. `close` lets the route handlers a test added
 * finish before it closes the page: Playwright counts a handler as running
 * until its route is answered, so a test that holds a request answers it
 * (`route.abort()`, say) before closing.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{page: Page; problems: PageProblems; close: () => Promise<void>}> {
  const context = await browser.newContext({baseURL: baseURL(), ...options});
  const origin = new URL(options.baseURL ?? baseURL()).origin;
  const problems: PageProblems = structuredClone(NO_PROBLEMS);
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    problems.cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportCspViolation: (text: string) => void})
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('requestfailed', (request) =>
    problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) {
      problems.foreignRequests.push(request.url());
    }
  });
  return {
    page,
    problems,
    close: async () => {
      // A route handler may still be reading the response of a request the page made late (an
      // idle prefetch); once the context is gone that read fails, unhandled, and fails the run.
      // Unrouting with 'wait' is Playwright's flush: it returns when those handler calls have.
      await Promise.all(context.pages().map((opened) => opened.unrouteAll({behavior: 'wait'})));
      await context.unrouteAll({behavior: 'wait'});
      await context.close();
    },
  };
}
