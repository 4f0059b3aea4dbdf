import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {load as parseYaml} from 'js-yaml';
import {baseURL, openPage} from './support/browser';
import {builtPage, buildDir} from './support/builtPage';
import {sharedBrowser} from './support/fixtures';
import {draftRoutes, pageRoutes} from './routes';
import {publishedRedirects, movedPageRedirects} from '../../src/site/redirects';
import {inlineScriptHashes} from '../../src/deploy/inlineScriptHashes';
import {COMPRESSIBLE_EXTENSIONS} from '../../src/deploy/precompress';
import {samples} from '../../src/data/samples';
import {openApiServers} from '../../src/site/restApi/openApiServers';
import {pngDimensions} from '../support/pngDimensions';
import {OPENAPI_FILE} from '../../src/site/restApi/openApiFile';
import {openHydrated} from '../../bench/measures/hydrated';

/*
 * The production server (deploy/nginx) as the e2e suite runs it: the answers
 * a browser never shows directly (statuses, redirects, encodings, headers).
 */

const browser = sharedBrowser();

/** Fetches a path of the served build without following redirects. */
function get(route: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(route, baseURL()), {redirect: 'manual', headers});
}

const mainScript = readdirSync(path.join(buildDir, 'assets/js')).find((file) =>
  /^main\.[0-9a-f]+\.js$/.test(file),
);
const stylesheet = readdirSync(path.join(buildDir, 'assets/css')).find((file) =>
  file.endsWith('.css'),
);
const indexChunk = readdirSync(path.join(buildDir, 'pagefind/index'))[0];
const pagefindMeta = readdirSync(path.join(buildDir, 'pagefind')).find((file) =>
  file.endsWith('.pf_meta'),
);

describe('redirects, answered by the server', () => {
  const active = publishedRedirects(path.resolve(import.meta.dirname, '../../docs'));

  it('switches on every redirect of the pages that moved', () => {
    // Every target page exists, so a redirect left out means a page moved.
    const pending = movedPageRedirects.filter(
      (redirect) => !active.some((a) => a.from === redirect.from),
    );
    expect(pending.map((redirect) => redirect.to)).toEqual([]);
  });

  it.each(
    active.flatMap(({from, to}) => [
      {from, to},
      {from: `${from}/`, to},
    ]),
  )('$from answers 301 to $to, a page of the route table', async ({from, to}) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
    const expected = pageRoutes.find((route) => route.path === to);
    expect(builtPage(to).h1).toBe(expected?.heading);
  });

  it.each([
    ['/index.html', '/'],
    ['/core-concepts/index.html', '/core-concepts'],
    ['/core-concepts.html', '/core-concepts'],
    ['/get-started/why-3dverse.html', '/get-started/why-3dverse'],
    [
      '/core-concepts/scene-model/index.html?from=old#ignored',
      '/core-concepts/scene-model?from=old',
    ],
  ])('normalises %s to %s with 301', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  // A backslash or a tab after the first slash makes a Location that browsers read as another host.
  it.each([
    '/%5Cevil.example/x.html',
    '/%09/evil.example/x.html',
    '/%5C%5Cevil.example/index.html',
  ])('redirects no .html spelling off the site: %s', async (from) => {
    const response = await get(from);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('pages that do not exist', () => {
  it.each([
    '/no-such-page',
    '/core-concepts/architecture/extra',
    '/references/nothing-here',
    ...draftRoutes,
  ])('%s answers 404 with the site’s not-found page', async (route) => {
    const response = await get(route);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Page Not Found');
  });

  it('shows the not-found page in the browser, hydrated, under the policy', async () => {
    const {page, problems, close} = await openPage(browser());
    try {
      const response = await openHydrated(page, '/no-such-page');
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').first().textContent()).toBe('Page Not Found');
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('compression', () => {
  const samples = [
    ['an HTML page', '/core-concepts/architecture', 'core-concepts/architecture/index.html'],
    ['the main script', `/assets/js/${mainScript}`, `assets/js/${mainScript}`],
    ['the stylesheet', `/assets/css/${stylesheet}`, `assets/css/${stylesheet}`],
    ['llms-full.txt', '/llms-full.txt', 'llms-full.txt'],
    ['a Markdown twin', '/core-concepts/architecture.md', 'core-concepts/architecture.md'],
  ] as const;

  it.each(samples)(
    'sends %s as Brotli, gzip or plain, as the client accepts',
    async (_, route, file) => {
      const onDisk = readFileSync(path.join(buildDir, file));
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await get(route, {'accept-encoding': accept});
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(encoding);
        // Pages and other files under `location /` also vary on Accept (Markdown twins).
        expect(response.headers.get('vary')?.split(/,\s*/)).toContain('Accept-Encoding');
        // fetch decodes the body, which must be the file itself.
        expect(Buffer.from(await response.arrayBuffer()).equals(onDisk)).toBe(true);
      }
    },
  );

  it('finds a .br and a .gz, written by the build, beside every text file that compresses', () => {
    const missing = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => {
      const absolute = path.join(buildDir, file);
      if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) || !statSync(absolute).isFile()) {
        return false;
      }
      // Files under a kilobyte may not shrink, and are then left alone.
      return (
        statSync(absolute).size > 1024 &&
        !(
          statSync(`${absolute}.br`, {throwIfNoEntry: false}) &&
          statSync(`${absolute}.gz`, {throwIfNoEntry: false})
        )
      );
    });
    expect(missing).toEqual([]);
  });
});

describe('the icon at /favicon.ico', () => {
  it('answers with an icon of the site favicon at 16, 32 and 48 pixels, for documents that name none', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const ico = Buffer.from(await response.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const images = Array.from({length: ico.readUInt16LE(4)}, (_, index) => {
      const entry = 6 + index * 16;
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + ico.readUInt32LE(entry + 8));
      return {declared: ico.readUInt8(entry), drawn: pngDimensions(png)};
    });
    expect(images).toEqual(
      [16, 32, 48].map((size) => ({declared: size, drawn: {width: size, height: size}})),
    );
  });
});

describe('caching', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  it.each([
    [`/assets/js/${mainScript}`, IMMUTABLE],
    [`/assets/css/${stylesheet}`, IMMUTABLE],
    [`/pagefind/index/${indexChunk}`, IMMUTABLE],
    [`/pagefind/${pagefindMeta}`, IMMUTABLE],
    ['/core-concepts/architecture', 'no-cache'],
    ['/', 'no-cache'],
    ['/search-settings.json', 'no-cache'],
    ['/pagefind/pagefind-entry.json', 'no-cache'],
    ['/devlog/rss.xml', 'no-cache'],
    ['/devlog/atom.xml', 'no-cache'],
    ['/llms.txt', 'no-cache'],
    ['/llms-full.txt', 'no-cache'],
  ])('%s: Cache-Control %s', async (route, cacheControl) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    // Revalidation needs a validator.
    expect(response.headers.get('etag')).toBeTruthy();
  });
});

describe('security headers', () => {
  const expectedHeaders = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
  };

  it.each([
    ['a page', '/core-concepts/architecture', 200],
    ['a script', `/assets/js/${mainScript}`, 200],
    ['the search index', `/pagefind/index/${indexChunk}`, 200],
    ['a missing page', '/no-such-page', 404],
    ['a redirect', '/api', 301],
  ])('come with %s', async (_, route, status) => {
    const response = await get(route);
    expect(response.status).toBe(status);
    expect(
      Object.fromEntries(
        Object.keys(expectedHeaders).map((name) => [name, response.headers.get(name)]),
      ),
    ).toEqual(expectedHeaders);
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; /);
    expect(response.headers.get('server')).toBe('nginx');
  });

  it('hold a strict policy: scripts from the site and hashes only, no framing of the site', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    const scripts = directives.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Pagefind's engine is WebAssembly.
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
    // Every inline script of the home page is allowed by its hash.
    const home = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    expect(inlineScriptHashes(home).length).toBeGreaterThan(0);
    for (const hash of inlineScriptHashes(home)) expect(scripts).toContain(hash);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // The site's own origin, the REST API console's server (the OpenAPI file's, by default), and
    // the samples' demos, which are probed before being framed.
    const apiOrigins = openApiServers(
      parseYaml(readFileSync(path.resolve(import.meta.dirname, '../..', OPENAPI_FILE), 'utf8')),
    ).map((server) => new URL(server.url).origin);
    const demoOrigins = [
      ...new Set(
        samples.flatMap((sample) => (sample.demoUrl ? [new URL(sample.demoUrl).origin] : [])),
      ),
    ];
    expect(demoOrigins.length).toBeGreaterThan(0);
    expect(directives.get('connect-src')).toEqual(["'self'", ...apiOrigins, ...demoOrigins]);
    expect(directives.get('frame-src')).toEqual(demoOrigins);
  });
});

describe('the site under its policy', () => {
  it('searches with the embedded engine (WebAssembly) and draws diagrams without a violation', async () => {
    const {page, problems, close} = await openPage(browser());
    try {
      await openHydrated(page, '/core-concepts/architecture');
      expect(await page.locator('.static-diagram svg:visible').count()).toBeGreaterThan(0);
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', {name: 'Search the docs'}).fill('camera controller');
      await page.locator('[data-search-results] [role="option"]').first().waitFor();
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
