import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {load as parseYaml} from 'js-yaml';
import type {Page} from 'playwright-core';
import {baseURL} from './support/browser';
import {pagePool} from './support/pagePool';
import {sharedBrowser} from './support/fixtures';
import {devlogPostRoutes} from './routes';
import {checkAtom, checkJsonFeed, checkRss, type FeedCheck} from '../support/feeds';
import {product} from '../../src/site/product';

const browser = sharedBrowser();
const devlogDir = path.resolve(import.meta.dirname, '../../devlog');
const authors = parseYaml(readFileSync(path.join(devlogDir, 'authors.yml'), 'utf8')) as Record<
  string,
  {name: string; title: string; image_url: string}
>;
const tags = parseYaml(readFileSync(path.join(devlogDir, 'tags.yml'), 'utf8')) as Record<
  string,
  {label: string; description: string}
>;
const postUrls = devlogPostRoutes.map((route) => `${product.siteUrl}${route.path}`).sort();

const pool = pagePool(browser, 1);

/** Runs `test` on a pooled page once it has loaded `url` and its network is idle. */
function onPage<T>(url: string, test: (page: Page) => Promise<T>): Promise<T> {
  return pool.use(async ({page}) => {
    await page.goto(url, {waitUntil: 'networkidle'});
    return test(page);
  });
}

describe('devlog listing', () => {
  it('shows all nine posts on /devlog, each cut at its truncation marker with a reading time', async () => {
    await onPage('/devlog/', async (page) => {
      const articles = page.locator('main article');
      expect(await articles.count()).toBe(9);
      const hrefs = await articles
        .locator('h2 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect([...hrefs].sort()).toEqual(devlogPostRoutes.map((route) => route.path).sort());
      // A truncated post offers "Read more"; all nine are truncated.
      expect(await page.getByRole('link', {name: /^Read more/}).count()).toBe(9);
      expect(await articles.filter({hasText: /\d+ min read/}).count()).toBe(9);
      expect(await page.locator('a[href^="/devlog/page/"]').count()).toBe(0);
    });
  });

  it('lists every post by date on /devlog/archive', async () => {
    await onPage('/devlog/archive', async (page) => {
      const links = await page
        .locator('main a[href^="/devlog/2025/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect([...links].sort()).toEqual(devlogPostRoutes.map((route) => route.path).sort());
    });
  });
});

describe('devlog posts', () => {
  it.each(devlogPostRoutes)(
    '$path shows its date, reading time, team authors with avatars and tags',
    async ({path: postPath}) => {
      await onPage(postPath, async (page) => {
        const [, year, month, day] = /^\/devlog\/(\d{4})\/(\d{2})\/(\d{2})\//.exec(postPath) ?? [];
        const time = await page.locator('article header time').getAttribute('datetime');
        expect(time?.slice(0, 10)).toBe(`${year}-${month}-${day}`);
        await expect
          .poll(() => page.locator('article header').textContent())
          .toMatch(/\d+ min read/);
        const authorNames = await page.locator('article header .avatar__name').allTextContents();
        expect(authorNames.length).toBeGreaterThan(0);
        const teamNames = Object.values(authors).map((author) => author.name);
        for (const name of authorNames) {
          expect(teamNames).toContain(name.trim());
        }
        const avatarsLoaded = await page
          .locator('article header img')
          .evaluateAll((images) =>
            images.map((image) => (image as HTMLImageElement).naturalWidth > 0),
          );
        expect(avatarsLoaded.length).toBe(authorNames.length);
        expect(avatarsLoaded.every(Boolean)).toBe(true);
        expect(
          await page.locator('article footer a[href^="/devlog/tags/"]').count(),
        ).toBeGreaterThan(0);
      });
    },
  );
});

describe('devlog authors and tags', () => {
  it('/devlog/authors presents each team with its role and avatar, linking to its posts', async () => {
    await onPage('/devlog/authors', async (page) => {
      for (const [key, author] of Object.entries(authors)) {
        const card = page.locator('main').locator(`a[href="/devlog/authors/${key}"]`).first();
        expect(await card.count()).toBe(1);
        expect(await page.locator('main').textContent()).toContain(author.title);
      }
      const avatars = await page
        .locator('main img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
      expect(avatars.length).toBe(Object.keys(authors).length);
      expect(avatars.every((width) => width > 0)).toBe(true);
    });
  });

  it('/devlog/tags lists every declared tag, and each tag page lists its posts', async () => {
    await onPage('/devlog/tags', async (page) => {
      const labels = await page.locator('main a[href^="/devlog/tags/"]').allTextContents();
      for (const tag of Object.values(tags)) {
        expect(labels.some((label) => label.startsWith(tag.label))).toBe(true);
      }
      await page.goto('/devlog/tags/vulkan', {waitUntil: 'networkidle'});
      expect(await page.locator('main').textContent()).toContain(tags.vulkan?.description);
      expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('devlog feeds', () => {
  const feeds: [string, (body: string) => FeedCheck][] = [
    ['/devlog/rss.xml', checkRss],
    ['/devlog/atom.xml', checkAtom],
    ['/devlog/feed.json', checkJsonFeed],
  ];

  it.each(feeds)('%s is valid and carries the nine posts', async (feedPath, check) => {
    const response = await fetch(new URL(feedPath, baseURL()));
    expect(response.status).toBe(200);
    const {problems, entries} = check(await response.text());
    expect(problems).toEqual([]);
    expect(entries.map((entry) => entry.url).sort()).toEqual(postUrls);
    for (const entry of entries) {
      expect(entry.date.getTime()).toBeGreaterThanOrEqual(Date.UTC(2025, 3, 1));
      expect(entry.date.getTime()).toBeLessThan(Date.UTC(2025, 10, 1));
    }
  });

  it('the devlog list advertises the three feeds', async () => {
    await onPage('/devlog/', async (page) => {
      const types = await page
        .locator('head link[rel="alternate"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('type')));
      expect(types).toEqual(
        expect.arrayContaining(['application/rss+xml', 'application/atom+xml', 'application/json']),
      );
    });
  });
});
