import {resolve} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';
import {baseURL} from './support/browser';
import {pagePool} from './support/pagePool';
import {wcagAudit} from './support/axe';
import {sharedBrowser} from './support/fixtures';
import {themeStorageKey} from './support/themeStorageKey';
import {resultsAnswering, searchInput} from './support/searchModal';
import {installedVersion} from '../../src/site/installedVersion';
import {pageTemplates} from '../../bench/templates';
import {hydrated, openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
const installedAxeCore = installedVersion(resolve(import.meta.dirname, '../..'), 'axe-core');

/** A template the site renders, and what to do on it before axe looks at the page. */
type Template = {
  name: string;
  path: string;
  /** Brings the page into the state to audit, once it has hydrated. */
  prepare?: (page: Page) => Promise<void>;
};

async function openSearchWithResults(page: Page): Promise<void> {
  await page.locator('[data-search-button]').click();
  await searchInput(page).fill('session');
  const results = await resultsAnswering(page, 'session');
  await results.locator('[data-search-section] [role="option"]').first().waitFor();
}

/** The bench's page templates, and the pages and states only an audit needs. */
const templates: Template[] = [
  ...pageTemplates.map(({name, route}) => ({name, path: route})),
  {name: 'tutorial', path: '/tutorials/compose-a-scene'},
  {
    name: 'livelink.js class with deprecated members',
    path: '/references/livelink.js/classes/EntityUpdatedEvent',
  },
  {name: 'livelink.react hook', path: '/references/livelink.react/functions/useEntity'},
  {name: 'not-found page', path: '/no/such/page'},
  {
    name: 'search modal with results',
    path: '/core-concepts/architecture',
    prepare: openSearchWithResults,
  },
];

const colorModes = ['light', 'dark'] as const;
type ColorMode = (typeof colorModes)[number];

const screens = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
};
type Screen = keyof typeof screens;

/**
 * Every template in both colour modes on a desktop screen, then every
 * template again on a phone, where tables, maths and code scroll sideways
 * and the navbar collapses. Colours do not depend on the width, so the phone
 * pass uses one mode, the site's default.
 */
const cases: (Template & {mode: ColorMode; screen: Screen})[] = [
  ...templates.flatMap((template) =>
    colorModes.map((mode) => ({...template, mode, screen: 'desktop' as const})),
  ),
  ...templates.map((template) => ({...template, mode: 'dark' as const, screen: 'phone' as const})),
];

/** How many elements to list per violation before summarising the rest. */
const NODES_SHOWN = 8;

/** One paragraph per violation: what is wrong, where, and how to fix it. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ');
        return `  - ${node.target.join(' ')}\n    ${summary}`;
      });
      const hidden = violation.nodes.length - NODES_SHOWN;
      if (hidden > 0) {
        nodes.push(`  - and ${hidden} more`);
      }
      return `${violation.id} (${violation.impact ?? 'no impact'}, ${violation.nodes.length} elements): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

describe('accessibility: WCAG 2.2 AA, checked by axe-core', () => {
  let storageKey = '';
  beforeAll(async () => {
    storageKey = await themeStorageKey(baseURL());
  });

  /*
   * One page for each colour mode and screen the cases use, visiting template
   * after template. The mode is in the context's local storage before its
   * first page loads, as a returning reader's choice is. The cases run one
   * at a time: axe keeps a core busy, and the other core runs another file.
   */
  const pools = new Map<string, ReturnType<typeof pagePool>>();
  for (const {mode, screen} of cases) {
    if (pools.has(`${mode} ${screen}`)) continue;
    pools.set(
      `${mode} ${screen}`,
      pagePool(browser, 1, () => ({
        viewport: screens[screen],
        storageState: {
          cookies: [],
          origins: [{origin: baseURL(), localStorage: [{name: storageKey, value: mode}]}],
        },
      })),
    );
  }
  const pageFor = (mode: ColorMode, screen: Screen) => {
    const pool = pools.get(`${mode} ${screen}`);
    if (!pool) throw new Error(`No page for ${mode} mode on a ${screen}.`);
    return pool;
  };

  // The audit itself: a page that breaks a WCAG rule fails it, and rules outside WCAG do not count.
  it('reports a WCAG violation on every element that has it, and no best-practice rule', async () => {
    await pageFor('light', 'desktop').use(async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      // Two images without a text alternative, which WCAG's image-alt rule
      // finds, and an empty heading, which breaks only best-practice rules.
      await page.evaluate(() => {
        const main = document.querySelector('main');
        for (const id of ['unlabelled-1', 'unlabelled-2']) {
          const image = document.createElement('img');
          image.id = id;
          main?.append(image);
        }
        main?.append(document.createElement('h2'));
      });
      const {violations, testEngine} = await wcagAudit(page).analyze();
      expect(
        violations.map((violation) => [
          violation.id,
          violation.nodes.map((node) => node.target.join(' ')),
        ]),
      ).toEqual([['image-alt', ['#unlabelled-1', '#unlabelled-2']]]);
      // The engine is the project's axe-core, whatever version the builder package brings.
      expect(testEngine.version).toBe(installedAxeCore);
    });
  });

  it.each(cases)(
    '$name ($path), $mode mode, $screen: no violations',
    async ({path, mode, screen, prepare}) => {
      await pageFor(mode, screen).use(async ({page}) => {
        await openHydrated(page, path);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        await prepare?.(page);
        const {violations} = await wcagAudit(page).analyze();
        expect(
          violations.map((violation) => violation.id),
          describeViolations(violations),
        ).toEqual([]);
      });
    },
  );
});
