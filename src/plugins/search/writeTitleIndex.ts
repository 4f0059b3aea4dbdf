import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {TITLE_INDEX_FILE, titleKey, type TitleIndex} from './client/refineResults';

/** Every Pagefind fragment starts with this, before its JSON. */
const SIGNATURE = 'pagefind_dcd';

/**
 * Writes `titles.json` into a Pagefind bundle: the ids of the pages by the
 * `titleKey` of their title, read from the fragments. The browser uses it
 * to bring exact title matches forward without fetching every result's data.
 */
export function writeTitleIndex(bundleDir: string): number {
  const index: TitleIndex = {};
  const fragmentDir = path.join(bundleDir, 'fragment');
  for (const file of readdirSync(fragmentDir)) {
    const json = gunzipSync(readFileSync(path.join(fragmentDir, file)))
      .subarray(SIGNATURE.length)
      .toString('utf8');
    const fragment = JSON.parse(json) as {meta?: {title?: string}};
    const key = titleKey(fragment.meta?.title ?? '');
    if (key === '') continue;
    (index[key] ??= []).push(file.replace(/\.pf_fragment$/, ''));
  }
  writeFileSync(path.join(bundleDir, TITLE_INDEX_FILE), JSON.stringify(index));
  return Object.keys(index).length;
}
