import type {ReactNode} from 'react';
import {samples} from '@site/src/data/samples';
import styles from './styles.module.css';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** How many samples the filters let through, announced to screen readers as it changes. */
export function SampleResultCount({
  visible,
  filtered,
}: {
  /** Samples shown. */
  visible: number;
  /** Whether any filter is set. */
  filtered: boolean;
}): ReactNode {
  const text =
    visible === 0
      ? 'No sample matches these filters.'
      : filtered
        ? `Showing ${visible} of ${plural(samples.length, 'sample')}.`
        : `Showing all ${plural(samples.length, 'sample')}.`;
  return (
    <p className={styles.resultCount} role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
