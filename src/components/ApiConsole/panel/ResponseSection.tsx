import {useId, type ReactNode} from 'react';
import ResponseView from './ResponseView';
import type {Sending} from './useSending';
import styles from './panel.module.css';

/**
 * Where the outcome shows: a polite live region saying what happened
 * (sending, cancelled, the status received), then the failure message or
 * the response itself.
 */
export default function ResponseSection({
  sending,
  outcome,
}: Pick<Sending, 'sending' | 'outcome'>): ReactNode {
  const id = useId();
  const result = sending ? undefined : outcome?.result;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h3 id={id} className={styles.legend}>
        Response
      </h3>
      <div aria-live="polite" className={styles.hint} data-api-console-state>
        {sending && 'Sending…'}
        {!sending && !result && 'Nothing sent yet.'}
        {result?.kind === 'cancelled' && 'Cancelled: the request was stopped.'}
        {result?.kind === 'response' && `Received ${result.response.status}.`}
      </div>
      {result?.kind === 'failed' && (
        <div className="alert alert--danger" role="alert" data-api-console-failure>
          {result.message}
        </div>
      )}
      {result?.kind === 'response' && outcome && (
        <ResponseView key={outcome.number} response={result.response} />
      )}
    </section>
  );
}
