import type {ReactNode, RefObject} from 'react';
import styles from './styles.module.css';

/**
 * The query field, which controls the result list as a combobox does
 * (the highlighted result is its active descendant), and the close button.
 */
export function SearchField({
  inputRef,
  listId,
  activeId,
  query,
  onQueryChange,
  onClose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  activeId: string | undefined;
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
}): ReactNode {
  return (
    <form className={styles.searchForm} role="search" onSubmit={(event) => event.preventDefault()}>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        placeholder="Search the docs"
        aria-label="Search the docs"
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label="Esc: close search"
      >
        Esc
      </button>
    </form>
  );
}
