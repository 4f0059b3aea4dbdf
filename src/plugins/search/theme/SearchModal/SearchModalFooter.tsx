import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The keys the modal answers to, and a link to every result on the search page. */
export function SearchModalFooter({
  query,
  searchPagePath,
  onLeave,
}: {
  /** The trimmed query; without one there is nothing to see in full. */
  query: string;
  searchPagePath: string;
  /** Called when the reader follows the link to the search page. */
  onLeave: () => void;
}): ReactNode {
  return (
    <footer className={styles.footer}>
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
      </span>
      {query !== '' && (
        <Link to={`${searchPagePath}?q=${encodeURIComponent(query)}`} onClick={onLeave}>
          See all results
        </Link>
      )}
    </footer>
  );
}
