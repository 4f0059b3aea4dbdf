/** Where recent queries are kept in the browser. */
export const RECENT_SEARCHES_KEY = 'site-search:recent';
const MAX_RECENT = 5;

/** Storage as the browser offers it; a parameter so tests can pass a map. */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The browser's local storage, or none where the browser refuses it (site
 * data blocked): then even reading `window.localStorage` throws, and search
 * works without recent queries.
 */
export function browserLocalStorage(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The recent queries, newest first; an unreadable or missing store gives none. */
export function readRecentSearches(store: KeyValueStore | undefined): string[] {
  if (!store) return [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((query): query is string => typeof query === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/**
 * Puts a query first in the recent list (once, case-insensitively) and keeps
 * the five newest. Without a store nothing is kept; storage errors (private
 * mode, quota) are logged, not thrown.
 */
export function rememberSearch(store: KeyValueStore | undefined, query: string): string[] {
  const trimmed = query.trim();
  const recent = readRecentSearches(store);
  if (trimmed === '' || !store) {
    return recent;
  }
  const next = [
    trimmed,
    ...recent.filter((old) => old.toLowerCase() !== trimmed.toLowerCase()),
  ].slice(0, MAX_RECENT);
  try {
    store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Recent searches could not be saved', error);
  }
  return next;
}
