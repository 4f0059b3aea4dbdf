import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page, Route} from 'playwright-core';
import {openPage} from './support/browser';
import {featureServer} from './support/featureServer';
import {sharedBrowser} from './support/fixtures';
import {dialog, searchInput} from './support/searchModal';
import {startScriptedChatServer} from './support/scriptedChatServer';
import {openHydrated} from '../../bench/measures/hydrated';
import {MODAL_RESULTS, PAGE_RESULTS} from '../../src/plugins/search/engine/resultLimits';

const browser = sharedBrowser();

const ALGOLIA = {
  appId: 'TESTAPP42',
  searchKey: 'public-search-only-key',
  indexName: '3dverse-docs',
};

/**
 * DocSearch records as a crawler would store them: one per block, under its
 * headings. `<mark>` stands for the tags the stub marks matches with.
 */
const RECORDS = [
  {
    url: 'https://docs.3dverse.com/docs/applications/livelink#start-a-session',
    hierarchy: {lvl0: 'Applications', lvl1: 'Livelink.js', lvl2: 'Start a session'},
    content: 'Call Livelink.start with a scene id and a token to open a rendering session.',
    _snippetResult: {content: {value: 'Call <mark>Livelink</mark>.start with a scene id'}},
  },
  {
    url: 'https://docs.3dverse.com/docs/applications/livelink',
    hierarchy: {lvl0: 'Applications', lvl1: 'Livelink.js', lvl2: null},
    content: 'The JavaScript client that connects a page to a rendering session.',
    _snippetResult: {content: {value: 'The JavaScript client <mark>Livelink</mark>'}},
  },
  {
    url: 'https://docs.3dverse.com/tutorials/debug-app',
    hierarchy: {lvl0: 'Tutorials', lvl1: 'Debug an app', lvl2: null},
    content: 'Read the session events to see why a client disconnected.',
    _snippetResult: {content: {value: 'Read the session events of <mark>Livelink</mark>'}},
  },
];

/** More pages than the modal lists, one record each, as a broad query finds them. */
const MANY_PAGE_RECORDS = Array.from({length: 7}, (_, index) => ({
  url: `https://docs.3dverse.com/docs/guide/page-${String(index + 1)}`,
  hierarchy: {lvl0: 'Guide', lvl1: `Page ${String(index + 1)}`, lvl2: null},
  content: 'A page about scenes.',
  _snippetResult: {content: {value: 'A page about <mark>scenes</mark>.'}},
}));

let model: Awaited<ReturnType<typeof startScriptedChatServer>>;
beforeAll(async () => {
  model = await startScriptedChatServer(['Use Livelink.start [1].']);
});
afterAll(async () => {
  await model.close();
});
/*
 * A deployment that switches to hosted search and Ask AI on the server, with
 * no rebuild: the served settings name Algolia and the proxy, and the
 * policy allows the Algolia host.
 */
const server = featureServer(() => ({
  ALGOLIA_APP_ID: ALGOLIA.appId,
  ALGOLIA_SEARCH_API_KEY: ALGOLIA.searchKey,
  ALGOLIA_INDEX_NAME: ALGOLIA.indexName,
  ASK_AI_UPSTREAM: model.endpoint,
  ASK_AI_API_KEY: 'sk-algolia-test',
  ASK_AI_MODEL: 'scripted-docs-model',
}));

type AlgoliaQuery = {
  query: string;
  hitsPerPage: number;
  facetFilters: (string | string[])[];
  clickAnalytics: boolean;
  analytics: boolean;
  highlightPreTag?: string;
  highlightPostTag?: string;
};

/**
 * Answers the Algolia host from a stub that records each query (the
 * browser still applies the site's policy first). Anything sent to the
 * embedded index is recorded too.
 */
async function withStubbedAlgolia(page: Page, records: readonly object[] = RECORDS) {
  const queries: {headers: Record<string, string>; body: AlgoliaQuery}[] = [];
  const pagefindRequests: string[] = [];
  await page.route('https://*.algolia.net/**', async (route: Route) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'x-algolia-application-id, x-algolia-api-key, content-type',
    };
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({status: 204, headers: cors});
      return;
    }
    const body = route.request().postDataJSON() as AlgoliaQuery;
    queries.push({headers: route.request().headers(), body});
    // Algolia marks matches with the tags a query names, and `<em>` when it names none.
    const marked = JSON.stringify(records)
      .replaceAll('<mark>', body.highlightPreTag ?? '<em>')
      .replaceAll('</mark>', body.highlightPostTag ?? '</em>');
    await route.fulfill({headers: cors, json: {hits: JSON.parse(marked) as unknown}});
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) {
      pagefindRequests.push(request.url());
    }
  });
  await openHydrated(page, '/core-concepts/architecture');
  return {queries, pagefindRequests};
}

describe('hosted search (Algolia) when configured', () => {
  it('queries Algolia with the contextual filters and insights off, and shows its hits', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    try {
      const {queries, pagefindRequests} = await withStubbedAlgolia(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('livelink');
      const options = dialog(page).locator('[role="option"]');
      await options.first().waitFor();

      const last = queries.at(-1);
      expect(last).toBeDefined();
      const {headers, body} = last ?? {headers: {}, body: {} as AlgoliaQuery};
      expect(headers['x-algolia-application-id']).toBe(ALGOLIA.appId);
      expect(body.query).toBe('livelink');
      expect(body.clickAnalytics).toBe(false);
      expect(body.analytics).toBe(false);
      expect(body.facetFilters[0]).toBe('language:en');
      expect(body.facetFilters[1]).toContain('docusaurus_tag:docs-default-current');

      // Records are grouped per page, with the heading as a sub-result, and
      // the /docs/ prefix of the crawled URLs is rewritten to /.
      const hrefs = await options.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(hrefs).toEqual([
        '/applications/livelink',
        '/applications/livelink#start-a-session',
        '/tutorials/debug-app',
      ]);
      // The matches are marked as the embedded engine's are, whatever Algolia's default tag.
      expect(await dialog(page).locator('mark').allTextContents()).toContain('Livelink');
      expect(pagefindRequests).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists as many pages as the embedded engine: five in the modal, more on the search page', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    try {
      const {queries} = await withStubbedAlgolia(page, MANY_PAGE_RECORDS);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('scenes');
      const modalHits = dialog(page).locator('[data-search-results] [data-search-section]');
      await modalHits.first().waitFor();
      expect(await modalHits.count()).toBe(MODAL_RESULTS);
      expect(queries.at(-1)?.body.hitsPerPage).toBeGreaterThanOrEqual(MODAL_RESULTS);

      await page.keyboard.press('Escape');
      await openHydrated(page, '/search?q=scenes');
      const pageHits = page.locator('[data-search-page] [data-search-section]');
      await pageHits.first().waitFor();
      expect(await pageHits.count()).toBe(MANY_PAGE_RECORDS.length);
      expect(queries.at(-1)?.body.hitsPerPage).toBeGreaterThanOrEqual(PAGE_RESULTS);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Ask AI retrieves its passages from Algolia too', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    try {
      const {queries, pagefindRequests} = await withStubbedAlgolia(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('how do I open a session');
      await dialog(page).locator('[data-ask-ai-entry]').click();
      await dialog(page).locator('[data-ask-ai-state="done"]').waitFor();

      expect(queries.map((query) => query.body.query)).toContain('how do I open a session');
      const prompt = model.received.at(-1)?.messages[1]?.content ?? '';
      expect(prompt).toContain(
        '[1] Livelink.js: Start a session (/applications/livelink#start-a-session)',
      );
      expect(prompt).toContain('Call Livelink.start with a scene id and a token');
      expect(
        await dialog(page).locator('[data-ask-ai-answer] [data-citation="1"]').getAttribute('href'),
      ).toBe('/applications/livelink#start-a-session');
      expect(pagefindRequests).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });
});
