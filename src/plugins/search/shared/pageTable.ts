import {STOP_WORDS} from './searchTerms';

/** Where the build writes the page table in the Pagefind bundle, next to the files it describes. */
export const PAGE_TABLE_FILE = 'pages.json';

/**
 * The kinds of page, in the order they come when several pages define the
 * name a reader typed: the written reference page of a thing (an asset
 * type, the entity components, the file formats) before the API symbol of
 * the same name, the symbol before the REST operation and the articles (the
 * guide and tutorials, then devlog posts), and the generated type aliases,
 * interfaces and variables last, since they mostly mirror something
 * documented elsewhere.
 */
export const PAGE_KINDS = ['reference', 'symbol', 'operation', 'article', 'post', 'type'] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * What the browser knows of every indexed page before fetching any of it:
 * its title and kind by page id (Pagefind's result id), and the pages that
 * define each name, by `nameKey`, in the order they should come.
 */
export type PageTable = {
  pages: Record<string, [title: string, kind: PageKind]>;
  names: Record<string, string[]>;
};

/** TypeDoc titles pages by kind ("Class: Scene", "Type Alias: AssetRef<T>"); readers type the name alone. */
const REFERENCE_KIND =
  /^(abstract class|class|interface|type alias|function|variable|enumeration|namespace|module):\s*/i;

/** A title without the TypeDoc kind in front of it or the type parameters after it. */
export function bareTitle(title: string): string {
  return title.replace(REFERENCE_KIND, '').replace(/<.*>$/, '').trim();
}

/**
 * A name or query reduced to what tells names apart: no kind prefix, no
 * stop words, no case, spaces or punctuation. `Get a user`, `get user`,
 * `point_light`, `Point Light`, `.fbx` and `FBX` all meet their page's
 * name this way.
 */
export function nameKey(text: string): string {
  const words = bareTitle(text).toLowerCase().split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).join('').replace(/[^\p{L}\p{N}]/gu, '');
}
