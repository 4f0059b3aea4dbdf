import {load as parseYaml} from 'js-yaml';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {measureConsoleOpening} from '../../bench/measures/consoleOpeningCost';
import {API_CONSOLE_OPENING_BUDGET_KB} from '../../bench/budgets';
import {apiConsoleUnderTest, KB, panel} from './support/apiConsole';
import {baseURL, openPage} from './support/browser';
import {buildDir} from './support/builtPage';
import {pageSettled} from '../../bench/measures/pageSettled';
import {openHydrated} from '../../bench/measures/hydrated';
import {OPENAPI_FILE} from '../../src/site/restApi/openApiFile';

/*
 * What the REST API console costs a reader who has not used it yet: no
 * request on page load, its code fetched when opened, and the servers the
 * policy lets it reach.
 */
const {browser, api, server, openConsole} = apiConsoleUnderTest();

const PRODUCTION = (
  parseYaml(readFileSync(path.resolve(import.meta.dirname, '../..', OPENAPI_FILE), 'utf8')) as {
    servers: {url: string}[];
  }
).servers[0]?.url;

function policyDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the API console', () => {
  it('sends nothing on page load, and fetches its code and data only when opened', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      await page.goto('/references/api/get-user', {waitUntil: 'networkidle'});
      await pageSettled(page);
      expect(api().requests).toEqual([]);
      expect(requested.filter((url) => url.includes('/api-console/'))).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);
      const beforeOpening = requested.length;
      await page.locator('[data-api-console] > button').click();
      await panel(page).waitFor();
      const opening = requested.slice(beforeOpening).map((url) => new URL(url).pathname);
      expect(opening).toContain('/api-console/get-user.json');
      expect(opening.some((pathname) => pathname.endsWith('.js'))).toBe(true);
      // Opening is not sending.
      await pageSettled(page);
      expect(api().requests).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('writes the request in the language picked on the page, and a pick in it changes the page’s samples', async () => {
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      await openHydrated(page, '/references/api/get-user');
      await page.getByRole('tab', {name: 'Python', exact: true}).click();
      await page.locator('[data-api-console] > button').click();
      const consoleTabs = panel(page).getByRole('tab');
      await consoleTabs.first().waitFor();
      expect(await panel(page).getByRole('tab', {selected: true}).textContent()).toBe('Python');
      await consoleTabs.filter({hasText: '@3dverse/api'}).click();
      // The page's samples and the console's, both on the client's tab.
      expect(await page.getByRole('tab', {selected: true}).allTextContents()).toEqual([
        '@3dverse/api',
        '@3dverse/api',
      ]);
    } finally {
      await close();
    }
  });

  it('is offered by default with the OpenAPI file’s server alone, which the policy names exactly', async () => {
    const defaultPolicy = policyDirectives(
      (await fetch(`${baseURL()}/`)).headers.get('content-security-policy'),
    );
    const configuredPolicy = policyDirectives(
      (await fetch(`${server().url}/`)).headers.get('content-security-policy'),
    );
    const production = new URL(PRODUCTION ?? '').origin;
    expect(defaultPolicy.get('connect-src')).toContain(production);
    expect(defaultPolicy.get('connect-src')).not.toContain(api().origin);
    expect(configuredPolicy.get('connect-src')).toContain(production);
    expect(configuredPolicy.get('connect-src')).toContain(api().origin);
    for (const policy of [defaultPolicy, configuredPolicy]) {
      expect(policy.get('connect-src')?.filter((source) => source.includes('*'))).toEqual([]);
    }
    const {page, close} = await openConsole('get-user', baseURL());
    try {
      const servers = await panel(page)
        .getByLabel('Server', {exact: true})
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(servers).toEqual([PRODUCTION]);
    } finally {
      await close();
    }
  });

  it(`opens for at most ${API_CONSOLE_OPENING_BUDGET_KB} KB of gzipped code`, async () => {
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      const cost = await measureConsoleOpening(page, buildDir, '/references/api/get-user');
      expect(cost.scripts.length).toBeGreaterThan(0);
      expect(cost.data).toContain('/api-console/get-user.json');
      expect(cost.codeGzipBytes / KB, JSON.stringify(cost)).toBeLessThanOrEqual(
        API_CONSOLE_OPENING_BUDGET_KB,
      );
    } finally {
      await close();
    }
  });
});
