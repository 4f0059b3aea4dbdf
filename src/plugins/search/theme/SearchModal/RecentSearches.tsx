import type {ReactNode} from 'react';
// Recent searches are offered as the no-results state offers suggestions.
import statesStyles from '../SearchStates/styles.module.css';
import styles from './styles.module.css';

/** The reader's last searches, each a button that searches it again. */
export function RecentSearches({
  searches,
  onPick,
}: {
  searches: readonly string[];
  onPick: (query: string) => void;
}): ReactNode {
  return (
    <section aria-label="Recent searches" data-search-recent>
      <h2 className={styles.groupTitle}>Recent searches</h2>
      <ul className={statesStyles.suggestions}>
        {searches.map((old) => (
          <li key={old}>
            <button type="button" onClick={() => onPick(old)}>
              {old}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
