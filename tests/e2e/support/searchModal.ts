import type {Page} from 'playwright-core';

/** Opens a guide page and waits until the search button works. */
export async function openGuidePage(
  page: Page,
  path = '/core-concepts/architecture',
): Promise<void> {
  await page.goto(path, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

export const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});

export const searchInput = (page: Page) =>
  dialog(page).getByRole('searchbox', {name: 'Search the docs'});
