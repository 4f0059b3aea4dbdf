import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {baseURL, openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pageRoutes} from './routes';
import {crawlPaths, GENERATED_PAGE_SAMPLE} from './support/crawlSample';

const browser = sharedBrowser();
const buildDir = path.resolve(import.meta.dirname, '../../build');

/** Paths of every URL in the built sitemap, in the order the sitemap lists them. */
function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
}

describe('crawl of the sitemap', () => {
  const paths = sitemapPaths();

  it('lists every page of the route table', () => {
    const listed = new Set(paths.map((p) => p.replace(/\/$/, '') || '/'));
    for (const route of pageRoutes) {
      expect(listed).toContain(route.path.replace(/\/$/, '') || '/');
    }
  });

  // CRAWL_ALL=1 visits every generated reference page too (about 6 more minutes on 2 cores).
  it.concurrent.each(crawlPaths(paths, GENERATED_PAGE_SAMPLE, process.env.CRAWL_ALL === '1'))(
    '%s loads without console errors, exceptions, failed or foreign requests',
    async (route) => {
      const {page, problems, close} = await openPage(browser(), {
        viewport: {width: 1280, height: 900},
      });
      const response = await page.goto(new URL(route, baseURL()).toString(), {
        waitUntil: 'networkidle',
      });
      // Let late work (diagrams, prefetches) finish before judging the page.
      await page.waitForTimeout(250);
      await close();
      expect(response?.status()).toBe(200);
      expect(problems).toEqual({
        consoleErrors: [],
        pageErrors: [],
        failedRequests: [],
        foreignRequests: [],
      });
    },
  );
});

describe('privacy of a default build', () => {
  it('loads no analytics script when no tracking id is configured', () => {
    const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/googletagmanager|gtag\(|google-analytics/);
  });
});
