import {readdirSync} from 'node:fs';
import path from 'node:path';
import {asFragment, type PagefindFragment} from './bundleFormat';
import {readJsonFile} from './dataFile';
import {PagefindFormatError} from './supportedPagefind';

/** A page of the index: its id (the result id the browser gets) and its fragment. */
export type IndexedPage = {id: string; fragment: PagefindFragment};

/**
 * A page's words, split as Pagefind's browser code splits a fragment's
 * content for excerpts: the word locations a search returns index this list.
 */
export function pageWords(content: string): string[] {
  return content.split(/[\r\n\s]+/g);
}

const FRAGMENT_FILE = /^([\w-]+)\.pf_fragment$/;

/**
 * Reads the fragments of a Pagefind bundle, one file per indexed page named
 * after the page's id. A bundle whose fragments are laid out otherwise (such
 * as with Pagefind's `maxFragments`, which packs several pages in a file) is
 * refused by name rather than misread (see `asMeta`).
 */
export function readFragments(bundleDir: string): IndexedPage[] {
  const fragmentDir = path.join(bundleDir, 'fragment');
  return readdirSync(fragmentDir)
    .sort()
    .map((file) => {
      const id = FRAGMENT_FILE.exec(file)?.[1];
      if (!id) throw new PagefindFormatError(`fragment/${file}`, 'not a page fragment file name');
      return {
        id,
        fragment: asFragment(readJsonFile(path.join(fragmentDir, file)), `fragment/${file}`),
      };
    });
}
