import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {baseURL, NO_PROBLEMS} from './support/browser';
import {pagePool} from './support/pagePool';
import {builtFile, builtPage, sitemapPaths} from './support/builtPage';
import {sharedBrowser} from './support/fixtures';
import {listingRoutes, pageRoutes} from './routes';
import {crawlPaths, GENERATED_PAGE_SAMPLE} from './support/crawlSample';
import {pageSettled} from '../../bench/measures/pageSettled';
import {readEnvironment} from '../../src/settings/environmentVariables';

const browser = sharedBrowser();
// As many pages as vitest runs concurrent tests (its maxConcurrency), each visiting page after page.
const crawlPages = pagePool(browser, 4, {viewport: {width: 1280, height: 900}});

describe('crawl of the sitemap', () => {
  const paths = sitemapPaths();

  it('lists every page of the route table', () => {
    const listed = new Set(paths.map((p) => p.replace(/\/$/, '') || '/'));
    for (const route of [...pageRoutes, ...listingRoutes]) {
      expect(listed).toContain(route.path.replace(/\/$/, '') || '/');
    }
  });

  it('builds every page of the route table with its heading, and every listing with its title', () => {
    // From the built HTML: the crawl below checks that the browser shows the same.
    const headings = pageRoutes.map((route) => [route.path, builtPage(route.path).h1]);
    expect(headings).toEqual(pageRoutes.map((route) => [route.path, route.heading]));
    for (const route of listingRoutes) {
      expect(builtPage(route.path).title, route.path).toContain(route.title);
    }
  });

  // One visit per page, served by nginx under the production policy. CRAWL_ALL=1 visits every
  // generated reference page too (about 6 more minutes on 2 cores).
  it.concurrent.each(
    crawlPaths(paths, GENERATED_PAGE_SAMPLE, readEnvironment('CRAWL_ALL') === '1'),
  )(
    '%s answers 200 with its built title and heading, and loads cleanly under the CSP',
    async (route) => {
      await crawlPages.use(async ({page, problems}) => {
        const response = await page.goto(new URL(route, baseURL()).toString(), {
          waitUntil: 'networkidle',
        });
        // Judged once hydration and the work it started (prefetches) are done.
        await pageSettled(page);
        const built = builtPage(route);
        const h1 = page.locator('h1').first();
        const shown = {
          status: response?.status(),
          title: await page.title(),
          h1:
            (await h1.count()) > 0
              ? (await h1.textContent())?.replace(/\s+/g, ' ').trim()
              : undefined,
        };
        expect(shown).toEqual({status: 200, title: built.title, h1: built.h1});
        expect(problems).toEqual(NO_PROBLEMS);
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
    const skipped = sitemapPaths().flatMap((route) =>
      skippedHeadingLevels(readFileSync(builtFile(route), 'utf8')).map(
        (skip) => `${route}: ${skip}`,
      ),
    );
    // Docusaurus's archive page titles its years h3 under its h1; only ejecting it would change that.
    expect(skipped).toEqual(['/devlog/archive: h1 -> h3 "2025\u200b"']);
  });
});
