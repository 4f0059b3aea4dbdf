import {STOP_WORDS} from './searchTerms';
import {TITLE_KINDS} from '../../../site/references/typedocKinds';

/** Where the build writes the page table in the Pagefind bundle, next to the files it describes. */
export const PAGE_TABLE_FILE = 'pages.json';

/**
 * The kinds of page, in the order they come when several pages define the
 * name a reader typed: the written reference page of a thing (an asset
 * type, the entity components, the file formats) before the API symbol of
 * the same name, the symbol before the REST operation and the articles (the
 * guide and tutorials, then devlog posts), and the generated type aliases,
 * interfaces and variables, since they mostly mirror something documented
 * elsewhere, and the Glossary last, since it only sums up other pages.
 */
export const PAGE_KINDS = [
  'reference',
  'symbol',
  'operation',
  'article',
  'post',
  'type',
  'glossary',
] as const;

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
const REFERENCE_KIND = new RegExp(`^(${Object.keys(TITLE_KINDS).join('|')}):\\s*`, 'i');

/** A title without the TypeDoc kind in front of it or the type parameters after it. */
export function bareTitle(title: string): string {
  return title.replace(REFERENCE_KIND, '').replace(/<.*>$/, '').trim();
}

/**
 * Words readers add to a name to say what kind of thing it is ("Livelink
 * class", "useEntity hook", "material asset"), with the kinds of page that
 * document such a thing: the name alone is then looked up among those.
 */
const KIND_WORDS: Record<string, readonly PageKind[]> = {
  asset: ['reference'],
  attribute: ['reference'],
  class: ['symbol'],
  component: ['symbol'],
  function: ['symbol'],
  hook: ['symbol'],
  interface: ['type'],
  type: ['type'],
};

/** A key to look a query up by in `PageTable.names`, and the kinds of page it may find there. */
export type NameLookup = {key: string; kinds?: readonly PageKind[]};

/**
 * How a query is looked up in `PageTable.names`: by its own key (see
 * `nameKey`), and when it names a kind of thing before or after a name (see
 * `KIND_WORDS`), by the name's key among the pages of that kind.
 */
export function nameLookups(query: string): NameLookup[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const lookups: NameLookup[] = [{key: nameKey(query)}];
  if (words.length > 1) {
    const first = KIND_WORDS[words[0]?.toLowerCase() ?? ''];
    const last = KIND_WORDS[words.at(-1)?.toLowerCase() ?? ''];
    if (last) lookups.push({key: nameKey(words.slice(0, -1).join(' ')), kinds: last});
    if (first) lookups.push({key: nameKey(words.slice(1).join(' ')), kinds: first});
  }
  return lookups.filter((lookup) => lookup.key !== '');
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
