import {describe, expect, it} from 'vitest';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString as nodeText} from 'mdast-util-to-string';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {baseURL, openPage} from './support/browser';
import {buildDir} from './support/builtPage';
import {sharedBrowser} from './support/fixtures';
import {product} from '../../src/site/product';
import {checkPagesPluginClass, PAGES_PLUGIN_CLASS} from '../../src/site/builtSite/pagesPluginClass';
import {parseBuiltPage} from '../../src/site/builtSite/readBuiltPages';
import {checkTwinHeadingIds} from '../../src/plugins/machine-docs/twinHeadingIds';
import {filesUnder} from '../../src/site/files/filesUnder';
import {openHydrated} from '../../bench/measures/hydrated';

/** The line every twin starts with, which sends its reader to the index of all twins. */
const POINTER = `> Part of the 3dverse Documentation. Every page is listed, with its Markdown address, at ${product.siteUrl}/llms.txt`;

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
      // Read as Markdown, a title is the page's own: `AssetRef<T>`'s `<T>` is not taken for HTML.
      const linkTexts: string[] = [];
      const visit = (node: Nodes) => {
        if (node.type === 'link') linkTexts.push(nodeText(node));
        else if ('children' in node) node.children.forEach(visit);
      };
      visit(fromMarkdown(text));
      expect(linkTexts).toContain('Type Alias: AssetRef<T>');
      expect(linkTexts.length).toBe(links.length);
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
      // An agent that fetched one page learns where the others are before the page begins.
      expect(markdown.startsWith(`${POINTER}\n\n# Lights\n`)).toBe(true);
      expect(markdown).toMatch(/\| Attribute +\| Type/);
      expect(markdown).toContain('```ts');
      expect(markdown).not.toContain('Copy page');
      const api = await (await page.request.get('/references/api/get-user.md')).text();
      expect(api.startsWith(`${POINTER}\n\n# Get a user\n`)).toBe(true);
      // Written from the OpenAPI file: the parameters and bodies the explorer renders in the browser.
      expect(api).toContain('GET /users/{user_id}');
      expect(api).toContain('| `user_id` | string (uuid) | yes |');
      expect(api).toContain('### 400, 401, 403, 404');
      expect(api).toContain("import { setApiKey, getUser } from '@3dverse/api';");
    } finally {
      await close();
    }
  });

  it('gives a page of src/pages a twin, which the theme marks with the pages plugin class', async () => {
    const html = readFileSync(path.join(buildDir, 'samples/index.html'), 'utf8');
    const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(htmlTag).toMatch(new RegExp(`class="[^"]*\\b${PAGES_PLUGIN_CLASS}\\b`));
    const twin = await fetch(`${baseURL()}/samples.md`);
    expect(twin.status).toBe(200);
    expect(await twin.text()).toContain(`${POINTER}\n\n# Samples\n`);
  });

  it("comes from pages that hold, as the installed theme built them, the markup the page readers' checks assume", () => {
    // The checks the build ran as it read its pages, run again on the pages it left.
    const built = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
    const parsed = (file: string) => {
      const page = parseBuiltPage(file, built(file));
      if (!page) throw new Error(`${file} is not a content page`);
      return page;
    };
    const post = filesUnder(path.join(buildDir, 'devlog'))
      .map((file) => path.join('devlog', path.relative(path.join(buildDir, 'devlog'), file)))
      .find((file) => file.endsWith('index.html') && built(file).includes('blog-post-page'));
    expect(post).toBeDefined();
    for (const file of ['applications/index.html', post ?? '']) {
      expect(parsed(file).article.find('[data-copy-page], [data-page-feedback]')).toHaveLength(0);
    }
    const reference = parsed('references/livelink.js/classes/Livelink/index.html');
    const twin = built('references/livelink.js/classes/Livelink.md');
    expect(() => checkTwinHeadingIds(reference, twin)).not.toThrow();
    const samples = {
      path: '/samples',
      component: '',
      plugin: {name: 'docusaurus-plugin-content-pages', id: 'default'},
    };
    expect(() => checkPagesPluginClass(buildDir, '/', [samples], true)).not.toThrow();
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
      // One document: the twins' pointer to the index is left out of each of them.
      expect(text).not.toContain(POINTER);
    } finally {
      await close();
    }
  });

  it('"Copy page" copies the page\'s Markdown', async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await openHydrated(page, '/engine/ecs/lights');
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

describe('pages in Markdown for clients that ask for it', () => {
  /** Fetches a path of the served build with `accept`, without following redirects. */
  function get(route: string, accept: string): Promise<Response> {
    return fetch(new URL(route, baseURL()), {redirect: 'manual', headers: {accept}});
  }

  /** The values of a response's Vary headers, however many lines they came in. */
  function varies(response: Response): string[] {
    return (response.headers.get('vary') ?? '').split(/,\s*/);
  }

  const BROWSER =
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

  it.each(['text/markdown', 'text/markdown, text/html;q=0.5'])(
    'answer "%s" at a page\'s URL with its twin',
    async (accept) => {
      const response = await get('/core-concepts/architecture', accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(varies(response)).toEqual(expect.arrayContaining(['Accept', 'Accept-Encoding']));
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const text = await response.text();
      expect(text.split('\n')[0]).toBe(POINTER);
      expect(text).toBe(readFileSync(path.join(buildDir, 'core-concepts/architecture.md'), 'utf8'));
    },
  );

  it.each([BROWSER, '*/*'])(
    'answer "%s" with the HTML page, also varying on Accept',
    async (accept) => {
      const response = await get('/core-concepts/architecture', accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(varies(response)).toEqual(expect.arrayContaining(['Accept', 'Accept-Encoding']));
      expect(await response.text()).toContain('<h1');
    },
  );

  it('answer the home page with /index.md', async () => {
    const response = await get('/', 'text/markdown');
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(readFileSync(path.join(buildDir, 'index.md'), 'utf8'));
  });

  it('send the precompressed twin', async () => {
    const response = await fetch(new URL('/core-concepts/architecture', baseURL()), {
      headers: {accept: 'text/markdown', 'accept-encoding': 'br'},
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });

  it('leave a missing page a 404 and a redirect a redirect', async () => {
    const missing = await get('/no-such-page', 'text/markdown');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const moved = await get('/core-concepts.html', 'text/markdown');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/core-concepts');
  });
});
