import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

/**
 * The rules engine the audits run: the project's own `axe-core`, not the
 * copy `@axe-core/playwright` brings. That package is held at 4.13.0, the
 * last release that supports Node 20 (4.14.0 asks for Node 22.12), and its
 * documented `axeSource` option lets it run a newer engine, so the rules
 * stay those of the `axe-core` in package.json.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rule tags of WCAG 2.2 level AA, which every page and widget of the site meets. */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe against WCAG 2.2 AA on `page`, in the legacy mode of
 * `@axe-core/playwright`: it audits in the page itself, where the default
 * mode opens a blank page to gather each run's results, which doubled the
 * time of every audit for the same findings. Legacy mode cannot look inside
 * a frame from another origin, so it throws on a page that has one, and the
 * test must then use the default mode.
 *
 * Only violations are gathered in full (axe's `resultTypes`): axe still runs
 * every rule, but builds a selector for one passing, incomplete or
 * inapplicable element per rule instead of every one, which took about an
 * eighth of the accessibility tests' processor time.
 */
export function wcagAudit(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => !url.startsWith('about:') && new URL(url).origin !== origin);
  if (foreign.length > 0) {
    throw new Error(
      `${page.url()} has frames from another origin, which axe's legacy mode does not audit: ${foreign.join(', ')}`,
    );
  }
  // `options` replaces every option set before it, the tags included, so it comes first.
  return new AxeBuilder({page, axeSource: AXE_SOURCE})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_22_AA_TAGS)
    .setLegacyMode(true);
}

/**
 * What axe finds against WCAG 2.2 AA in the page, or only inside `include`,
 * each violation as "rule: its elements", so that an empty list passes and a
 * failing test says where to look.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = wcagAudit(page);
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Resolves once every CSS transition running in the page has ended. Infima's
 * buttons fade their colours over a few hundred milliseconds, so right after
 * the theme flips axe would measure contrast on a colour halfway between the
 * two modes. `getAnimations` brings style up to date first, so the transitions
 * the flip has just started are among those it returns.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * `axeViolations` inside `include` in each colour mode, switched in place
 * (the media query and the theme attribute), so that the state the test has
 * brought the widget to, an open menu or a form half filled, is kept.
 */
export async function axeViolationsInColourModes(
  page: Page,
  include: string,
): Promise<Record<'light' | 'dark', string[]>> {
  const found = {light: [] as string[], dark: [] as string[]};
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await page.evaluate(
      (theme) => document.documentElement.setAttribute('data-theme', theme),
      mode,
    );
    await transitionsFinished(page);
    found[mode] = await axeViolations(page, include);
  }
  return found;
}
