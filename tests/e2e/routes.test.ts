import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {draftRoutes, listingRoutes, pageRoutes} from './routes';
import {publishedRedirects, specRedirects} from '../../src/site/redirects';

const browser = sharedBrowser();

/** Visits `url` and returns the HTTP status and the rendered main heading. */
async function visit(url: string) {
  const {page, close} = await openPage(browser());
  try {
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    // Hydration can outlast network idle on a busy machine, and mid-way the tab shows the
    // site's default title; Docusaurus sets this attribute with the page's final head tags.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const h1 = page.locator('h1').first();
    const heading = (await h1.count()) > 0 ? (await h1.textContent())?.trim() : undefined;
    return {
      status: response?.status(),
      heading,
      finalPath: new URL(page.url()).pathname,
      title: await page.title(),
    };
  } finally {
    await close();
  }
}

// Concurrent (up to the project's maxConcurrency): each visit mostly waits for the network to settle.
describe('every page of the route table', () => {
  it.concurrent.each(pageRoutes)(
    '$path answers 200 with heading "$heading"',
    async ({path: route, heading}) => {
      const result = await visit(route);
      expect(result.status).toBe(200);
      expect(result.heading).toBe(heading);
    },
  );

  it.concurrent.each(listingRoutes)(
    '$path answers 200 with title "$title"',
    async ({path: route, title}) => {
      const result = await visit(route);
      expect(result.status).toBe(200);
      expect(result.title).toContain(title);
    },
  );
});

describe('not-found handling', () => {
  it.each(['/no-such-page', '/core-concepts/architecture/extra', '/references/nothing-here'])(
    '%s shows the not-found page with status 404',
    async (route) => {
      const result = await visit(route);
      expect(result.status).toBe(404);
      expect(result.heading).toBe('Page Not Found');
    },
  );

  it.each(draftRoutes)('the draft %s is left out of the production build', async (route) => {
    const result = await visit(route);
    expect(result.status).toBe(404);
    expect(result.heading).toBe('Page Not Found');
  });
});

describe('normalisation of .html and /index.html paths', () => {
  it.each([
    ['/index.html', '3dverse developer documentation'],
    ['/core-concepts/index.html', 'Core Concepts'],
    ['/core-concepts.html', 'Core Concepts'],
    ['/get-started/why-3dverse.html', 'Why 3dverse'],
    ['/core-concepts/scene-model/index.html', 'Scene model'],
  ])('%s renders the page "%s"', async (route, heading) => {
    expect((await visit(route)).heading).toBe(heading);
  });
});

describe('redirects', () => {
  const docsDir = path.resolve(import.meta.dirname, '../../docs');
  const active = publishedRedirects(docsDir);

  it('switches on every redirect of the specification', () => {
    // Every target page now exists, so a redirect left out means a page moved.
    const pending = specRedirects.filter(
      (redirect) => !active.some((a) => a.from === redirect.from),
    );
    expect(pending.map((redirect) => redirect.to)).toEqual([]);
  });

  it.each(active)('$from leads to $to', async ({from, to}) => {
    const result = await visit(from);
    expect(result.finalPath.replace(/\/$/, '') || '/').toBe(to);
    const expected = pageRoutes.find((route) => route.path === to);
    expect(result.heading).toBe(expected?.heading);
  });
});
