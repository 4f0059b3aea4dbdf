import type {ReactNode, RefObject} from 'react';
import styles from './styles.module.css';

/**
 * The query field, a combobox that controls the result list (the highlighted
 * result is its active descendant; it is expanded while results are shown),
 * and the close button.
 */
export function SearchField({
  inputRef,
  listId,
  activeId,
  expanded,
  query,
  onQueryChange,
  onClose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  activeId: string | undefined;
  expanded: boolean;
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
        role="combobox"
        aria-label="Search the docs"
        aria-expanded={expanded}
        aria-autocomplete="list"
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
