import type {Page} from 'playwright-core';

/** Opens the gallery and waits until hydration has made the filters work. */
export async function openGallery(page: Page, search = ''): Promise<void> {
  await page.goto(`/samples/${search}`);
  await page.locator('form[role="search"][data-ready="true"]').waitFor();
}
