import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';

const browser = sharedBrowser();

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
