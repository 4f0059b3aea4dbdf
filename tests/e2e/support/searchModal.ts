import type {Locator, Page} from 'playwright-core';
import {openHydrated} from '../../../bench/measures/hydrated';

/** Opens a guide page and waits until the search button works. */
export async function openGuidePage(
  page: Page,
  path = '/core-concepts/architecture',
): Promise<void> {
  await openHydrated(page, path);
}

/** The search modal's dialog on `page`. */
export const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});

/** The search box inside the modal's dialog. */
export const searchInput = (page: Page) =>
  dialog(page).getByRole('combobox', {name: 'Search the docs'});

/**
 * The modal's result list once it answers `query`. The list names the query
 * its results answer only when they are final, so a test reads them once,
 * after the search has run, instead of polling them against a deadline.
 */
export async function resultsAnswering(page: Page, query: string): Promise<Locator> {
  const list = dialog(page).locator(
    `[data-search-results][data-search-answers=${JSON.stringify(query)}]`,
  );
  await list.waitFor({state: 'attached'});
  return list;
}
