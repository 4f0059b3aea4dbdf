import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {measureFirstLoad} from '../support/firstLoadAssets';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

const browser = sharedBrowser();
const buildDir = path.resolve(import.meta.dirname, '../../build');

describe('client library references', () => {
  it('wrap livelink.js and livelink.react pages in the library container, and no other page', async () => {
    const {page, close} = await openPage(browser());
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
    await close();
  });

  it('print generic signatures with their angle brackets', async () => {
    const {page, close} = await openPage(browser());
    await page.goto('/references/livelink.js/classes/Livelink', {waitUntil: 'networkidle'});
    expect(await page.locator('article').textContent()).toContain('Promise<Livelink>');
    await close();
  });

  it('link livelink.react types to their livelink.js pages', async () => {
    const {page, close} = await openPage(browser());
    await page.goto('/references/livelink.react/functions/useCameraEntity', {
      waitUntil: 'networkidle',
    });
    const link = page.locator('article a[href="/references/livelink.js/classes/Entity"]').first();
    expect(await link.count()).toBe(1);
    await link.click();
    await expect.poll(() => page.locator('article h1').first().textContent()).toContain('Entity');
    await close();
  });
});

describe('REST API reference', () => {
  it('shows an operation page with its method, path, client function and code samples', async () => {
    const {page, close} = await openPage(browser());
    await page.goto('/references/api/get-user', {waitUntil: 'networkidle'});
    const article = (await page.locator('article').textContent()) ?? '';
    expect(article).toContain('/users/:user_id');
    expect(article).toContain('getUser()');
    const codeTab = (name: string) => page.locator(`.openapi-tabs__code-item--${name}`).first();
    for (const language of ['curl', 'javascript', 'python']) {
      await expect.poll(() => codeTab(language).count(), {timeout: 15_000}).toBe(1);
    }
    // The JavaScript tab holds the fetch sample and the @3dverse/api sample.
    await codeTab('javascript').click();
    const clientSample = page.locator('.openapi-tabs__code-item--sample', {
      hasText: '@3dverse/api',
    });
    await expect.poll(() => clientSample.count()).toBe(1);
    await clientSample.click();
    await expect
      .poll(async () =>
        page
          .locator('.openapi-tabs__code-container, .openapi-explorer__code-block-container, pre')
          .allTextContents(),
      )
      .toEqual(expect.arrayContaining([expect.stringContaining('getUser(')]));
    // The site never sends requests to the API on the reader's behalf.
    expect(await page.locator('button', {hasText: /^Send API Request$/}).count()).toBe(0);
    await close();
  });

  it('shows an operation page in full while its widgets are still loading, and without them', async () => {
    // First learn which scripts the page fetches after hydration: the widgets' code.
    const widgetScripts: string[] = [];
    const probe = await openPage(browser());
    await measureFirstLoad(probe.page, buildDir, '/references/api/get-user').then(
      ({deferredScripts}) => widgetScripts.push(...deferredScripts),
    );
    await probe.close();
    expect(widgetScripts.length).toBeGreaterThan(0);

    const {page, problems, close} = await openPage(browser());
    await page.route('**/*.js', (route) =>
      widgetScripts.includes(new URL(route.request().url()).pathname)
        ? route.abort()
        : route.continue(),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await page.goto('/references/api/get-user', {waitUntil: 'networkidle'});
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hasHydrated))
      .toBe('true');
    const article = (await page.locator('article').textContent()) ?? '';
    for (const text of ['Get a user', '/users/:user_id', 'getUser()', 'Responses']) {
      expect(article, text).toContain(text);
    }
    await expect
      .poll(() => warnings.some((text) => text.includes('API page widgets could not be loaded')))
      .toBe(true);
    expect(problems.pageErrors).toEqual([]);
    // The rest of the page is live: a sidebar link still navigates in the app.
    await page.locator('nav.menu a[href="/references/asset-api"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/references/asset-api');
    await close();
  });

  it('renders an operation page reached by client-side navigation', async () => {
    const {page, problems, close} = await openPage(browser());
    await page.goto('/references/api/users', {waitUntil: 'networkidle'});
    await page.locator('article a[href="/references/api/get-user"]').first().click();
    await expect.poll(() => page.locator('article h1').first().textContent()).toBe('Get a user');
    await expect
      .poll(() => page.locator('.openapi-tabs__code-item--curl').count(), {timeout: 15_000})
      .toBe(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await close();
  });

  it('groups operations by tag in the api sidebar and lists the schemas', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
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
    await close();
  });
});

describe('entity components reference', () => {
  it('lists components by category with attribute tables and links to asset types', async () => {
    const {page, close} = await openPage(browser());
    await page.goto('/references/entity-components', {waitUntil: 'networkidle'});
    expect(await page.locator('h2#physics').count()).toBe(1);
    expect(await page.locator('h3#local_transform').count()).toBe(1);
    const meshRow = page.locator('h3#mesh_ref ~ table').first();
    expect(await meshRow.textContent()).toContain('AssetRef<Assets.Mesh>');
    await page.locator('a[href="/references/assets/mesh"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/references/assets/mesh');
    await close();
  });
});
