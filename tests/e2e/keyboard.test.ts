import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {pagePool} from './support/pagePool';
import {sharedBrowser} from './support/fixtures';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
// The tests take turns on one page, each on a newly loaded document.
const pages = pagePool(browser, 1, {viewport: {width: 1280, height: 800}});

/** What a control is, as the failure message names it. */
type StopKind =
  | 'search button'
  | 'colour mode toggle'
  | 'tab'
  | 'code block button'
  | 'scrollable code block'
  | 'link'
  | 'button';

/** Pages to walk with Tab, and the kinds of control each must hold for the walk to mean something. */
const walkedPages: {name: string; path: string; holds: StopKind[]}[] = [
  {
    name: 'REST API operation (code sample tabs, code blocks)',
    path: '/references/api/get-user',
    holds: [
      'search button',
      'colour mode toggle',
      'tab',
      'code block button',
      'scrollable code block',
    ],
  },
  {
    name: 'guide with wide code blocks',
    path: '/core-concepts/renderer-architecture',
    holds: ['search button', 'colour mode toggle', 'code block button', 'scrollable code block'],
  },
];

/** A control the Tab key should reach, described for the failure message. */
type ExpectedStop = {id: string; kind: StopKind; label: string; tabIndexAttribute: string | null};

/**
 * Marks every control of the page that Tab should reach with
 * `data-keyboard-stop` and lists them: visible links and buttons, the
 * selected tab of each tab list (the others are reached with the arrow
 * keys), and each code block that is wider than its box and so has to be
 * scrolled.
 */
function markExpectedStops(page: Page): Promise<ExpectedStop[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button:not(:disabled), [role="tab"][aria-selected="true"], pre',
    );
    const kindOf = (element: HTMLElement): StopKind | undefined => {
      if (element.tagName === 'PRE') {
        return element.scrollWidth > element.clientWidth ? 'scrollable code block' : undefined;
      }
      if (element.matches('[data-search-button]')) return 'search button';
      if (element.matches('button[class*="toggleButton"]')) return 'colour mode toggle';
      if (element.matches('[role="tab"]')) return 'tab';
      if (element.matches('.theme-code-block button')) return 'code block button';
      return element.tagName === 'A' ? 'link' : 'button';
    };
    const stops: ExpectedStop[] = [];
    for (const element of Array.from(candidates)) {
      const kind = kindOf(element);
      const shown =
        element.checkVisibility({visibilityProperty: true}) &&
        !element.closest('[inert], [aria-hidden="true"]');
      if (!kind || !shown) continue;
      const id = String(stops.length);
      element.dataset.keyboardStop = id;
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('href') ??
        element.textContent?.trim().slice(0, 40) ??
        '';
      stops.push({id, kind, label, tabIndexAttribute: element.getAttribute('tabindex')});
    }
    return stops;
  });
}

/** Starts recording, in the page, the marked controls that receive focus. */
async function recordFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const reached = new Set<string>();
    (window as {reachedStops?: Set<string>}).reachedStops = reached;
    document.addEventListener('focusin', (event) => {
      const id = (event.target as HTMLElement).dataset?.keyboardStop;
      if (id !== undefined) reached.add(id);
    });
  });
}

const reachedStops = (page: Page) =>
  page.evaluate(() => [...((window as {reachedStops?: Set<string>}).reachedStops ?? [])]);

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      role: element?.getAttribute('role') ?? null,
      text: element?.textContent?.trim() ?? '',
      selected: element?.getAttribute('aria-selected') ?? null,
    };
  });

describe('keyboard', () => {
  it.each(walkedPages)(
    'Tab reaches every control and scrollable code block: $name',
    async ({path, holds}) => {
      await pages.use(async ({page}) => {
        await openHydrated(page, path);
        const expected = await markExpectedStops(page);
        const kinds = new Set(expected.map((stop) => stop.kind));
        // Without each kind of control on the page, the walk below would prove nothing about it.
        expect(holds.filter((kind) => !kinds.has(kind))).toEqual([]);

        await recordFocus(page);
        // The walk ends once every listed control has had focus. Its cap, twice
        // their number, leaves room for focusable things that are not listed
        // (tables, maths) while still ending if a control is never reached.
        for (let press = 0; press < expected.length * 2 + 20; press += 1) {
          await page.keyboard.press('Tab');
          if (press % 20 === 19 && (await reachedStops(page)).length === expected.length) break;
        }
        const reached = new Set(await reachedStops(page));
        const missed = expected
          .filter((stop) => !reached.has(stop.id))
          .map((stop) => `${stop.kind}: ${stop.label}`);
        expect(missed).toEqual([]);
        // Chromium lets Tab into any scroller that holds nothing focusable;
        // Safari and older browsers need the attribute, so check it as well.
        const scrollersWithoutTabIndex = expected.filter(
          (stop) => stop.kind === 'scrollable code block' && stop.tabIndexAttribute !== '0',
        );
        expect(scrollersWithoutTabIndex).toEqual([]);
      });
    },
  );

  it('moves between tabs with the arrow keys and selects one with Enter', async () => {
    await pages.use(async ({page}) => {
      await openHydrated(page, '/references/api/get-user');
      const labels = await page
        .locator('[role="tablist"]')
        .first()
        .locator('[role="tab"]')
        .allTextContents();
      expect(labels.length).toBeGreaterThan(2);

      for (let press = 0; press < 200; press += 1) {
        await page.keyboard.press('Tab');
        if ((await activeElement(page)).role === 'tab') break;
      }
      expect(await activeElement(page)).toMatchObject({text: labels[0], selected: 'true'});

      await page.keyboard.press('ArrowRight');
      expect(await activeElement(page)).toMatchObject({role: 'tab', text: labels[1]});
      await page.keyboard.press('Enter');
      expect(await activeElement(page)).toMatchObject({text: labels[1], selected: 'true'});
      // The selected tab's panel is the one shown.
      const shownPanels = page.locator('[role="tabpanel"]:not([hidden])');
      expect(await shownPanels.count()).toBe(1);
      const panelIndex = await shownPanels.evaluate((panel) =>
        Array.from(panel.parentElement?.children ?? []).indexOf(panel),
      );
      expect(panelIndex).toBe(1);

      // Only the selected tab is in the tab order: Tab leaves the list for
      // the panel, and Shift+Tab comes back to the selected tab.
      await page.keyboard.press('Tab');
      expect((await activeElement(page)).role).not.toBe('tab');
      await page.keyboard.press('Shift+Tab');
      expect(await activeElement(page)).toMatchObject({text: labels[1], selected: 'true'});

      await page.keyboard.press('ArrowLeft');
      expect(await activeElement(page)).toMatchObject({role: 'tab', text: labels[0]});
      await page.keyboard.press('ArrowLeft');
      expect(await activeElement(page)).toMatchObject({role: 'tab', text: labels.at(-1)});
    });
  });
});
