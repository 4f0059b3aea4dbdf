import type {CborValue} from './cbor';
import {compareWords} from './compareWords';
import {PagefindFormatError} from './supportedPagefind';

/*
 * The shapes of Pagefind 1.6.0's private files, as its Rust encoder writes
 * them (`pagefind/src/index/index_metadata.rs`, `index_words.rs`,
 * `fragments/mod.rs`), each checked field by field so that a change of
 * layout stops the build instead of producing an index that finds nothing.
 */

/** One page of a word's page list: `[page number delta, locations, metadata locations]`. */
export type PackedPage = [pageDelta: number, locations: number[], metaLocations: number[]];

/** A spelling of a word with other diacritics, and its pages. */
export type PackedVariant = [form: string, pages: PackedPage[]];

/** One word of a word chunk: the word, its pages, then its diacritic variants. */
export type PackedWord = [word: string, pages: PackedPage[], variants: PackedVariant[]];

/** A word chunk's range in the metadata: the browser loads it for words from `from` to `to`. */
export type MetaChunk = [from: string, to: string, hash: string];

/** The metadata file (`pagefind.<hash>.pf_meta`), field by field. */
export type PagefindMeta = {
  version: string;
  /**
   * Each page's fragment hash, word count and fragment group. The group is
   * empty unless Pagefind's `maxFragments` packed several pages into one
   * file, which the adapter refuses: it reads one fragment per page.
   */
  pages: [hash: string, wordCount: number, group: ''][];
  chunks: MetaChunk[];
  /** The rest is carried over untouched. */
  filters: CborValue;
  sorts: CborValue;
  metaFields: CborValue;
};

/** The fields of a page fragment (`fragment/<hash>.pf_fragment`) the adapter reads. */
export type PagefindFragment = {
  url: string;
  content: string;
  meta: Record<string, string>;
  anchors: {element: string; id: string; text: string; location: number}[];
};

type Check = (condition: boolean, problem: string) => asserts condition;

function checker(file: string): Check {
  return (condition, problem) => {
    if (!condition) throw new PagefindFormatError(file, problem);
  };
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** Reads the metadata file's CBOR, checking the six fields of `MetaIndex`. */
export function asMeta(value: CborValue, file: string): PagefindMeta {
  const check: Check = checker(file);
  check(isList(value) && value.length === 6, 'the metadata is not a list of six fields');
  const [version, pages, chunks, filters, sorts, metaFields] = value;
  check(isText(version), 'field 0 (version) is not text');
  check(isList(pages), 'field 1 (pages) is not a list');
  for (const page of pages) {
    check(
      isList(page) && page.length === 3 && isText(page[0]) && isCount(page[1]) && isText(page[2]),
      'a page is not [hash, word count, fragment group]',
    );
    check(
      page[2] === '',
      `page ${page[0]} is in fragment group ${page[2]}: the adapter reads one fragment per page, so leave Pagefind's maxFragments unset`,
    );
  }
  check(isList(chunks) && chunks.length > 0, 'field 2 (word chunks) is not a list');
  for (const chunk of chunks) {
    check(
      isList(chunk) && chunk.length === 3 && chunk.every(isText),
      'a word chunk is not [from, to, hash]',
    );
  }
  check(isList(filters) && isList(sorts) && isList(metaFields), 'fields 3 to 5 are not lists');
  check(metaFields.every(isText), 'field 5 (metadata field names) is not a list of text');
  return {
    version,
    pages: pages as PagefindMeta['pages'],
    chunks: chunks as MetaChunk[],
    filters,
    sorts,
    metaFields,
  };
}

function checkPages(pages: unknown, check: Check, word: string): void {
  check(isList(pages), `"${word}" has no page list`);
  for (const page of pages) {
    check(
      isList(page) &&
        page.length === 3 &&
        isCount(page[0]) &&
        isList(page[1]) &&
        page[1].every(isInteger) &&
        isList(page[2]) &&
        page[2].every(isInteger),
      `a page of "${word}" is not [page delta, locations, metadata locations]`,
    );
  }
}

/** Reads a word chunk's CBOR (`WordIndex`: one field, the words), checking every word. */
export function asWordChunk(value: CborValue, file: string): PackedWord[] {
  const check: Check = checker(file);
  check(isList(value) && value.length === 1 && isList(value[0]), 'the chunk is not [words]');
  const words = value[0] as unknown[];
  let previous = '';
  for (const word of words) {
    check(
      isList(word) && word.length === 3 && isText(word[0]),
      'a word is not [word, pages, variants]',
    );
    check(
      previous === '' || compareWords(word[0], previous) > 0,
      `the words are not sorted at "${word[0]}"`,
    );
    previous = word[0];
    checkPages(word[1], check, word[0]);
    check(isList(word[2]), `"${word[0]}" has no variant list`);
    // A word whose every page spells it with other diacritics has its pages under its variants only.
    check(
      (word[1] as unknown[]).length > 0 || word[2].length > 0,
      `"${word[0]}" has neither pages nor variants`,
    );
    for (const variant of word[2]) {
      check(
        isList(variant) && variant.length === 2 && isText(variant[0]),
        'a variant is not [form, pages]',
      );
      checkPages(variant[1], check, variant[0]);
    }
  }
  return words as PackedWord[];
}

/** Reads a page fragment's JSON, checking the fields the adapter uses. */
export function asFragment(value: unknown, file: string): PagefindFragment {
  const check: Check = checker(file);
  check(
    typeof value === 'object' && value !== null && !isList(value),
    'the fragment is not an object',
  );
  const fragment = value as Record<string, unknown>;
  check(isText(fragment.url), 'url is not text');
  check(isText(fragment.content), 'content is not text');
  check(
    typeof fragment.meta === 'object' &&
      fragment.meta !== null &&
      Object.values(fragment.meta).every(isText),
    'meta is not an object of text',
  );
  check(isList(fragment.anchors), 'anchors is not a list');
  for (const anchor of fragment.anchors) {
    check(
      typeof anchor === 'object' &&
        anchor !== null &&
        isText((anchor as Record<string, unknown>).element) &&
        isText((anchor as Record<string, unknown>).id) &&
        isText((anchor as Record<string, unknown>).text) &&
        isCount((anchor as Record<string, unknown>).location),
      'an anchor is not {element, id, text, location}',
    );
  }
  return fragment as PagefindFragment;
}
