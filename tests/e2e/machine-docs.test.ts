import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {product} from '../../src/site/product';

const browser = sharedBrowser();

describe('docs for machines', () => {
  it('/llms.txt lists every section with pages linking to Markdown twins that exist', async () => {
    const {page, close} = await openPage(browser());
    try {
      const response = await page.request.get('/llms.txt');
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text.startsWith('# 3dverse Documentation\n\n> ')).toBe(true);
      // Agents learn of the MCP server before the sections.
      expect(text.indexOf(`${product.siteUrl}/mcp`)).toBeGreaterThan(0);
      expect(text.indexOf(`${product.siteUrl}/mcp`)).toBeLessThan(text.indexOf('\n## '));
      for (const section of [
        'Guide',
        'Tutorials',
        'REST API',
        'livelink.js',
        'livelink.react',
        'References',
        'Samples',
        'Devlog',
      ]) {
        expect(text).toContain(`\n## ${section}\n`);
      }
      const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1] ?? '');
      expect(links.length).toBeGreaterThan(450);
      expect(text).toContain(`(${product.siteUrl}/engine/ecs/lights.md): `);
      // Every twin answers; requests stay on the served build.
      const statuses = await Promise.all(
        links.map(async (link) =>
          (await page.request.get(link.replace(product.siteUrl, ''))).status(),
        ),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serves each page as Markdown at its URL with .md appended', async () => {
    const {page, close} = await openPage(browser());
    try {
      const markdown = await (await page.request.get('/engine/ecs/lights.md')).text();
      expect(markdown.startsWith('# Lights\n')).toBe(true);
      expect(markdown).toMatch(/\| Attribute +\| Type/);
      expect(markdown).toContain('```ts');
      expect(markdown).not.toContain('Copy page');
      const api = await (await page.request.get('/references/api/get-user.md')).text();
      expect(api.startsWith('# Get a user\n')).toBe(true);
      // Written from the OpenAPI file: the parameters and bodies the explorer renders in the browser.
      expect(api).toContain('GET /users/{user_id}');
      expect(api).toContain('| `user_id` | string (uuid) | yes |');
      expect(api).toContain('### 400, 401, 403, 404');
      expect(api).toContain("import { setApiKey, getUser } from '@3dverse/api';");
    } finally {
      await close();
    }
  });

  it('/llms-full.txt holds guide, tutorial and reference prose, not the devlog', async () => {
    const {page, close} = await openPage(browser());
    try {
      const text = await (await page.request.get('/llms-full.txt')).text();
      expect(text).toContain(`<!-- Source: ${product.siteUrl}/engine/ecs/lights -->`);
      expect(text).toContain(`<!-- Source: ${product.siteUrl}/tutorials/debug-app -->`);
      expect(text).toContain(
        `<!-- Source: ${product.siteUrl}/references/livelink.js/classes/Livelink -->`,
      );
      expect(text).not.toContain(`<!-- Source: ${product.siteUrl}/devlog/`);
    } finally {
      await close();
    }
  });

  it('"Copy page" copies the page\'s Markdown', async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/engine/ecs/lights', {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('button', {name: 'Copied'}).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const twin = await (await page.request.get('/engine/ecs/lights.md')).text();
      expect(copied).toBe(twin);
    } finally {
      await close();
    }
  });
});
