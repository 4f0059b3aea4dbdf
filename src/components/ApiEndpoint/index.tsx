import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The method and path of a REST API operation, at the top of its page (or,
 * for a webhook, the event's name). Plain server-rendered HTML; the
 * stylesheet travels with the REST API pages only.
 */
export default function ApiEndpoint({method, path}: {method: string; path: string}): ReactNode {
  return (
    <p className={styles.endpoint} data-api-endpoint>
      <span className={styles.method} data-method={method.toLowerCase()}>
        {method}
      </span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
