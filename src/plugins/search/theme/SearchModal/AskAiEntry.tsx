import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The button that turns the typed query into a question for Ask AI. */
export function AskAiEntry({query, onAsk}: {query: string; onAsk: () => void}): ReactNode {
  return (
    <button type="button" className={styles.askAiEntry} data-ask-ai-entry onClick={onAsk}>
      <span aria-hidden="true">✦</span> Ask AI: <strong>{query}</strong>
    </button>
  );
}
