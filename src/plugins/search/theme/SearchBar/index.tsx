// The navbar search button: Docusaurus renders `@theme/SearchBar` for the
// navbar's `search` item. It stays tiny; the modal loads on first open.
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {isTypingTarget} from '../../client/isTypingTarget';
import styles from './styles.module.css';

const SearchModal = lazy(() => import('../SearchModal'));

/** Opens search on Ctrl/Cmd+K anywhere, and on `/` unless the reader is typing. */
function useSearchShortcuts(open: () => void, isOpen: boolean): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isTypingTarget(event.target);
      if (!isOpen && (commandK || slash)) {
        event.preventDefault();
        open();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, isOpen]);
}

export default function SearchBar(): ReactNode {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useSearchShortcuts(open, isOpen);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.searchButton}
        onClick={open}
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
      {isOpen && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
