import {describe, expect, it} from 'vitest';
import {measureFirstLoad} from '../../bench/measures/firstLoadAssets';
import {openPage} from './support/browser';
import {pagePool} from './support/pagePool';
import {sharedBrowser} from './support/fixtures';
import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {buildDir, builtFile, builtPage} from './support/builtPage';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
// The tests that need neither JavaScript off nor a first load of their own take turns on one page.
const pages = pagePool(browser, 1, {viewport: {width: 1280, height: 900}});

describe('client library references', () => {
  it('wrap livelink.js and livelink.react pages in the library container, and no other page', async () => {
    await pages.use(async ({page}) => {
      for (const [route, library] of [
        ['/references/livelink.js/classes/Livelink', 'livelink.js'],
        ['/references/livelink.react/classes/DefaultCameraController', 'livelink.react'],
        ['/references/livelink.react', 'livelink.react'],
      ] as const) {
        await page.goto(route, {waitUntil: 'networkidle'});
        expect(
          await page.locator(`.library-reference[data-library="${library}"]`).count(),
          route,
        ).toBe(1);
      }
      await page.goto('/core-concepts/scene-model', {waitUntil: 'networkidle'});
      expect(await page.locator('.library-reference').count()).toBe(0);
    });
  });

  it('print generic signatures with their angle brackets', async () => {
    await pages.use(async ({page}) => {
      await page.goto('/references/livelink.js/classes/Livelink', {waitUntil: 'networkidle'});
      expect(await page.locator('article').textContent()).toContain('Promise<Livelink>');
    });
  });

  it("title each symbol's page as its heading reads and describe it by its doc comment", () => {
    // Heading as written in Markdown: the tab showed `AssetRef\<T\>`.
    expect(builtPage('/references/livelink.js/types/AssetRef').title).toBe(
      'Type Alias: AssetRef<T> | 3dverse Documentation',
    );
    const description = (route: string) =>
      load(readFileSync(builtFile(route), 'utf8'))('meta[name=description]').attr('content');
    // The doc comment's summary, not the page's first line (`## Extends` on most class pages).
    expect(description('/references/livelink.js/types/AssetRef')).toBe('A reference to an asset.');
    const headings = ['Extends', 'Properties', 'Methods', 'Constructors', 'Parameters', 'Returns'];
    for (const route of [
      '/references/livelink.js/classes/Context2D',
      '/references/livelink.js/classes/EditionEvent',
      '/references/livelink.js/classes/Livelink',
    ]) {
      expect(headings, route).not.toContain(description(route));
    }
  });

  it('link livelink.react types to their livelink.js pages', async () => {
    await pages.use(async ({page}) => {
      await page.goto('/references/livelink.react/functions/useCameraEntity', {
        waitUntil: 'networkidle',
      });
      const link = page.locator('article a[href="/references/livelink.js/classes/Entity"]').first();
      expect(await link.count()).toBe(1);
      await link.click();
      await page.waitForURL('**/references/livelink.js/classes/Entity');
      await page
        .locator('article h1', {hasText: /^Class: Entity$/})
        .first()
        .waitFor();
    });
  });
});

describe('REST API reference', () => {
  it('shows an operation page with its method, path, client function and code samples in tabs', async () => {
    await pages.use(async ({page}) => {
      await openHydrated(page, '/references/api/get-user');
      expect(await page.locator('[data-api-endpoint]').textContent()).toBe('GET/users/{user_id}');
      const article = (await page.locator('article').textContent()) ?? '';
      expect(article).toContain('getUser()');
      const tabs = page.locator('article [role="tab"]');
      expect(await tabs.allTextContents()).toEqual([
        'curl',
        'JavaScript',
        'Python',
        '@3dverse/api',
      ]);
      const shownSample = () =>
        page.locator('article [role="tabpanel"]:not([hidden]) pre').textContent();
      expect(await shownSample()).toContain("curl -X GET 'https://api.3dverse.com/app/v1/users/");
      await tabs.filter({hasText: '@3dverse/api'}).click();
      expect(await shownSample()).toContain('getUser(');
      // Its `!` is TypeScript's, and it is checked as TypeScript: it is highlighted as such.
      expect(
        await page.locator('article [role="tabpanel"]:not([hidden]) pre').getAttribute('class'),
      ).toContain('language-typescript');
      // The site never sends requests to the API on the reader's behalf.
      expect(await page.locator('button', {hasText: /Send API Request/}).count()).toBe(0);
    });
  });

  it('keeps the reader’s language for code samples from one operation page to the next', async () => {
    await pages.use(async ({page}) => {
      await openHydrated(page, '/references/api/get-user');
      await page.locator('article [role="tab"]', {hasText: 'Python'}).click();
      await openHydrated(page, '/references/api/create-asset');
      await expect
        .poll(() => page.locator('article [role="tab"][aria-selected="true"]').textContent())
        .toBe('Python');
      expect(
        await page.locator('article [role="tabpanel"]:not([hidden]) pre').textContent(),
      ).toContain('requests.post(');
    });
  });

  it('shows every section of an operation page without JavaScript, and loads no request builder', async () => {
    const {page, close} = await openPage(browser(), {javaScriptEnabled: false});
    await page.goto('/references/api/update-user');
    const article = (await page.locator('article').textContent()) ?? '';
    for (const text of [
      'Rename a user',
      '/users/{user_id}',
      'Path parameters',
      'Body (application/json)',
      'Responses',
      'Code samples',
      'curl -X PATCH',
      'updateUser(',
    ]) {
      expect(article, text).toContain(text);
    }
    await close();
    // With JavaScript on, nothing more arrives once the page has hydrated: no widgets to wake up.
    const probe = await openPage(browser());
    const {deferredScripts} = await measureFirstLoad(
      probe.page,
      buildDir,
      '/references/api/get-user',
    );
    expect(deferredScripts).toEqual([]);
    await probe.close();
  });

  it('sends an operation’s header parameters in every generated sample', async () => {
    const {page, close} = await openPage(browser(), {javaScriptEnabled: false});
    try {
      await page.goto('/references/api/join-session-as-guest');
      const samples = await page.locator('article [role="tabpanel"] pre').allTextContents();
      const [curl, javascript, python] = samples;
      expect(curl).toContain("-H 'guest_token: 5Jx8Qm2Vt7Ck1Rz4Nw9Hb3Ld6Pf0SaYe'");
      expect(javascript).toContain("'guest_token': '5Jx8Qm2Vt7Ck1Rz4Nw9Hb3Ld6Pf0SaYe',");
      expect(python).toContain('"guest_token": "5Jx8Qm2Vt7Ck1Rz4Nw9Hb3Ld6Pf0SaYe"');
    } finally {
      await close();
    }
  });

  it('renders an operation page reached by client-side navigation', async () => {
    await pages.use(async ({page, problems}) => {
      await page.goto('/references/api/users', {waitUntil: 'networkidle'});
      await page.locator('article a[href="/references/api/get-user"]').first().click();
      await page.locator('article h1', {hasText: /^Get a user$/}).waitFor();
      expect(await page.locator('article [role="tab"]').count()).toBe(4);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });

  it('groups operations by tag in the api sidebar and lists the schemas', async () => {
    await pages.use(async ({page}) => {
      await page.goto('/references/api/asset-api', {waitUntil: 'networkidle'});
      const sidebar = (await page.locator('nav.menu').first().textContent()) ?? '';
      for (const label of [
        'REST API',
        'Users',
        'Folders',
        'Sessions',
        'Asset types',
        'Entity components',
      ]) {
        expect(sidebar, label).toContain(label);
      }
      for (const schema of ['folder', 'group', 'session', 'sourcefile', 'user']) {
        const response = await page.request.get(`/references/api/schemas/${schema}`);
        expect(response.status(), schema).toBe(200);
      }
    });
  });
});

describe('entity components reference', () => {
  it('lists components by category with attribute tables and links to asset types', async () => {
    await pages.use(async ({page}) => {
      await page.goto('/references/entity-components', {waitUntil: 'networkidle'});
      expect(await page.locator('h2#physics').count()).toBe(1);
      expect(await page.locator('h3#local_transform').count()).toBe(1);
      const meshRow = page.locator('h3#mesh_ref ~ table').first();
      expect(await meshRow.textContent()).toContain('AssetRef<Assets.Mesh>');
      await page.locator('a[href="/references/assets/mesh"]').first().click();
      await page.waitForURL((url) => url.pathname === '/references/assets/mesh');
    });
  });
});
