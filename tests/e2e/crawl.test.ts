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

/** Where a built page's heading levels skip one, as `h1 -> h3 "Title"`; none when they descend a level at a time. */
function skippedHeadingLevels(html: string): string[] {
  const skips: string[] = [];
  // As axe's heading-order rule: the first heading may have any level (a sidebar's, say).
  let previous = 6;
  for (const match of html.matchAll(/<h([1-6])\b[^>]*>(.*?)<\/h\1>/gs)) {
    const level = Number(match[1]);
    if (level > previous + 1) {
      const text = (match[2] ?? '').replace(/<[^>]+>/g, '').trim();
      skips.push(`h${previous} -> h${level} "${text.slice(0, 60)}"`);
    }
    previous = level;
  }
  return skips;
}

describe('headings of every built page', () => {
  // Screen readers navigate by headings; a skipped level reads as a missing section (Lighthouse's heading-order).
  it('descend one level at a time', () => {
    const skipped = sitemapPaths().flatMap((route) => {
      const file = path.join(buildDir, route, route.endsWith('.html') ? '' : 'index.html');
      return skippedHeadingLevels(readFileSync(file, 'utf8')).map((skip) => `${route}: ${skip}`);
    });
    // Docusaurus's archive page titles its years h3 under its h1; only ejecting it would change that.
    expect(skipped).toEqual(['/devlog/archive: h1 -> h3 "2025\u200b"']);
  });
});

describe('privacy of a default build', () => {
  it('loads no analytics script when no tracking id is configured', () => {
    const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/googletagmanager|gtag\(|google-analytics/);
  });
});
