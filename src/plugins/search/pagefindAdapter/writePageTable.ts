import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {TITLE_INDEX_FILE, titleKey, type TitleIndex} from './client/refineResults';
import type {IndexedPage} from './pagefindFragments';

/**
 * Writes `titles.json` into a Pagefind bundle: the ids of the pages by the
 * `titleKey` of their title. The browser uses it to bring exact title
 * matches forward without fetching every result's data.
 */
export function writeTitleIndex(bundleDir: string, pages: readonly IndexedPage[]): number {
  const index: TitleIndex = {};
  for (const {id, fragment} of pages) {
    const key = titleKey(fragment.meta.title ?? '');
    if (key === '') continue;
    (index[key] ??= []).push(id);
  }
  writeFileSync(path.join(bundleDir, TITLE_INDEX_FILE), JSON.stringify(index));
  return Object.keys(index).length;
}
