import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** What the gallery shows when the filters leave no sample, with a way back to all of them. */
export function NoMatchingSamples({onClear}: {onClear: () => void}): ReactNode {
  return (
    <div className={styles.empty}>
      <p>
        Nothing matches. Try fewer words, another category or tag, or clear the filters to see every
        sample again.
      </p>
      <button type="button" className="button button--primary" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
