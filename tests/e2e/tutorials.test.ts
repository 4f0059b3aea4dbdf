import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';
import {tutorialSidebarItems, tutorialsInCourseOrder} from '../../src/site/tutorials';

const browser = sharedBrowser();
const pool = pagePool(browser, 1);
const expected = tutorialSidebarItems(
  path.resolve(import.meta.dirname, '../../docs'),
  tutorialsInCourseOrder,
).map((item) => ({href: `/${item.id}`, ...item.customProps.tutorial}));

describe('/tutorials', () => {
  it('presents the nine tutorials as cards in course order, with level, duration and summary', async () => {
    await pool.use(async ({page}) => {
      await page.goto('/tutorials', {waitUntil: 'networkidle'});
      const cards = page
        .getByRole('list', {name: 'Tutorials in recommended order'})
        .locator('li a');
      const shown = await cards.evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href'),
          level: link.querySelector('[data-level]')?.textContent,
          duration: link.querySelector('[data-level] + span')?.textContent,
          summary: link.lastElementChild?.textContent ?? '',
        })),
      );
      expect(shown.map(({href, level, duration}) => ({href, level, duration}))).toEqual(expected);
      for (const card of shown) {
        expect(card.summary.length).toBeGreaterThan(40);
      }
    });
  });

  it('the tutorials sidebar follows the same order', async () => {
    const {page, close} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    try {
      await page.goto('/tutorials/debug-app', {waitUntil: 'networkidle'});
      const hrefs = await page
        .locator('nav.menu a.menu__link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(['/tutorials', ...expected.map((tutorial) => tutorial.href)]);
    } finally {
      await close();
    }
  });
});
