import type {LexiconShardFile} from '../shared/lexicon';
import {OUTLINE_TABLE_FILE, type OutlineTable} from '../shared/pageOutline';
import {PAGE_TABLE_FILE, type PageTable} from '../shared/pageTable';
import {resultPartPath, type ResultPart} from '../shared/resultParts';
import {WORD_TABLE_FILE, type WordTable} from '../shared/wordTable';
import {
  PAGEFIND_OPTIONS,
  SearchIndexMissingError,
  type IndexSource,
  type PagefindFilters,
  type PagefindModule,
  type SearchContext,
} from './indexSource';
import type {ScoredResult, WordSearch} from './matchSlots';

/** The index as the engine holds it once loaded, and the files it reads on demand. */
export type LoadedIndex = {
  pagefind: PagefindModule;
  table: PageTable;
  words: WordTable;
  /** A page's part, read once per page load. */
  part: (pageId: string, index: number) => Promise<ResultPart>;
  /** Every page's outline, read once per page load, with the first Ask AI question. */
  outlines: () => Promise<OutlineTable>;
  /** A lexicon shard, read once per page load, when a query word needs it. */
  shard: (pathInBundle: string) => Promise<LexiconShardFile>;
  /** Pagefind's results for the words searched lately (see `wordSearch`). */
  searched: Map<string, Promise<ScoredResult[]>>;
};

/**
 * Words whose results are kept between queries: a reader typing "camera
 * controller" searches "camera" again at every key, and a query's words
 * come back in the next one.
 */
const REMEMBERED_SEARCHES = 256;

const loaded = new Map<string, Promise<LoadedIndex>>();

/** Reads each file once; a failed read is tried again next time. */
function readOnce<T>(source: IndexSource): (pathInBundle: string) => Promise<T> {
  const files = new Map<string, Promise<T>>();
  return (pathInBundle) => {
    let file = files.get(pathInBundle);
    if (!file) {
      file = source.readJson(pathInBundle) as Promise<T>;
      file.catch(() => files.delete(pathInBundle));
      files.set(pathInBundle, file);
    }
    return file;
  };
}

/** Pagefind's script and the tables every query reads, or why they could not be loaded. */
async function loadFirstFiles(
  source: IndexSource,
): Promise<[PagefindModule, PageTable, WordTable]> {
  try {
    return await Promise.all([
      source.loadModule(),
      source.readJson(PAGE_TABLE_FILE) as Promise<PageTable>,
      source.readJson(WORD_TABLE_FILE) as Promise<WordTable>,
    ]);
  } catch (error) {
    if (await source.isMissing?.()) {
      throw new SearchIndexMissingError('No search index has been built yet.');
    }
    throw error;
  }
}

async function loadPagefind(source: IndexSource): Promise<LoadedIndex> {
  const [pagefind, table, words] = await loadFirstFiles(source);
  await pagefind.options(
    source.basePath ? {...PAGEFIND_OPTIONS, basePath: source.basePath} : PAGEFIND_OPTIONS,
  );
  await pagefind.init();
  const readPart = readOnce<ResultPart>(source);
  const readOutlines = readOnce<OutlineTable>(source);
  return {
    pagefind,
    table,
    words,
    part: (pageId, index) => readPart(resultPartPath(pageId, index)),
    outlines: () => readOutlines(OUTLINE_TABLE_FILE),
    shard: readOnce<LexiconShardFile>(source),
    searched: new Map(),
  };
}

/** The index of `source`, loaded on first use; a failed load is tried again next time. */
export function loadIndex(source: IndexSource): Promise<LoadedIndex> {
  let index = loaded.get(source.key);
  if (!index) {
    index = loadPagefind(source);
    index.catch(() => loaded.delete(source.key));
    loaded.set(source.key, index);
  }
  return index;
}

/**
 * Pagefind's search within the reader's language and docs version tags, as
 * the engine needs it (see `WordSearch`): every result of a word, and the
 * pages holding it as a whole word (Pagefind's quoted search, which matches the
 * word's stem and no longer word), for which its chunk is already loaded.
 * The results of the last `REMEMBERED_SEARCHES` searches are kept.
 */
export function wordSearch(index: LoadedIndex, context: SearchContext): WordSearch {
  const filters: PagefindFilters = {language: context.locale, tag: {any: context.tags}};
  const scope = `${context.locale}\u0000${context.tags.join('|')}\u0000`;
  const run = (query: string) => {
    const key = scope + query;
    let results = index.searched.get(key);
    if (results) {
      // Most recently used last, so the oldest is the first to go.
      index.searched.delete(key);
    } else {
      results = index.pagefind.search(query, {filters}).then((search) => search.results);
      results.catch(() => index.searched.delete(key));
    }
    index.searched.set(key, results);
    const oldest = index.searched.keys().next().value;
    if (index.searched.size > REMEMBERED_SEARCHES && oldest !== undefined) {
      index.searched.delete(oldest);
    }
    return results;
  };
  return {
    search: run,
    wholeWordPages: async (word) => new Set((await run(`"${word}"`)).map((result) => result.id)),
    lexicon: {shards: index.words.shards, read: index.shard},
  };
}
