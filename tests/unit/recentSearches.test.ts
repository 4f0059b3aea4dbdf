import {describe, expect, it, vi} from 'vitest';
import {
  readRecentSearches,
  rememberSearch,
  RECENT_SEARCHES_KEY,
} from '../../src/plugins/search/client/recentSearches';

describe('recent searches', () => {
  function memoryStore() {
    const map = new Map<string, string>();
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      map,
    };
  }

  it('keeps the five newest queries, newest first, without duplicates', () => {
    const store = memoryStore();
    for (const query of ['a', 'b', 'c', 'A', 'd', 'e', 'f']) rememberSearch(store, query);
    expect(readRecentSearches(store)).toEqual(['f', 'e', 'd', 'A', 'c']);
    expect(rememberSearch(store, '   ')).toEqual(['f', 'e', 'd', 'A', 'c']);
  });

  it('keeps nothing, and throws nothing, without a store', () => {
    expect(readRecentSearches(undefined)).toEqual([]);
    expect(rememberSearch(undefined, 'camera')).toEqual([]);
  });

  it('reads nothing from a corrupt entry and survives a store that refuses writes', () => {
    const store = memoryStore();
    store.map.set(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches(store)).toEqual([]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    // The reader's search goes on; the failure is only worth a warning in the console.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(rememberSearch(full, 'camera')).toEqual(['camera']);
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        'Recent searches could not be saved',
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});
