import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

/** Every Pagefind fragment starts with this, before its JSON. */
const SIGNATURE = 'pagefind_dcd';

/** The fields of a Pagefind fragment (a page's data) the build reads. */
export type PagefindFragment = {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  anchors: {element: string; id: string; text?: string; location: number}[];
};

/** A page of the index: its id (the result id the browser gets) and its fragment. */
export type IndexedPage = {id: string; fragment: PagefindFragment};

/** Reads the fragments of a Pagefind bundle, one per indexed page. */
export function readPagefindFragments(bundleDir: string): IndexedPage[] {
  const fragmentDir = path.join(bundleDir, 'fragment');
  return readdirSync(fragmentDir)
    .sort()
    .map((file) => ({
      id: file.replace(/\.pf_fragment$/, ''),
      fragment: JSON.parse(
        gunzipSync(readFileSync(path.join(fragmentDir, file)))
          .subarray(SIGNATURE.length)
          .toString('utf8'),
      ) as PagefindFragment,
    }));
}
