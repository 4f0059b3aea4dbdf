// The navbar search button: Docusaurus renders `@theme/SearchBar` for the
// navbar's `search` item. It stays tiny; the modal loads on first open.
import {useCallback, useRef, useSyncExternalStore, type ReactNode} from 'react';
import {
  closeSearch,
  isSearchOpenRequested,
  openSearch,
  subscribeToSearchOpen,
} from '../../client/searchShortcuts';
import SearchModalLoader from './SearchModalLoader';
import styles from './styles.module.css';

/** The server renders every page with search closed. */
const closedOnServer = () => false;

export default function SearchBar(): ReactNode {
  // The shortcuts are heard by a client module from before hydration: a
  // shortcut pressed earlier opens the modal as soon as React renders.
  const isOpen = useSyncExternalStore(subscribeToSearchOpen, isSearchOpenRequested, closedOnServer);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    closeSearch();
    button.current?.focus();
  }, []);
  return (
    <>
      {/* No aria-label: the name is the visible text ("Search Ctrl K"), so that
          speech users can say what they see (WCAG 2.5.3, label in name). */}
      <button
        ref={button}
        type="button"
        className={styles.searchButton}
        onClick={openSearch}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        data-search-button
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut}>Ctrl K</kbd>
      </button>
      {isOpen && <SearchModalLoader onClose={close} />}
    </>
  );
}
