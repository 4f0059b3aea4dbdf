import {useMemo, useState, type ReactNode} from 'react';
import {apiErrorMessage} from '../lib/apiErrorMessage';
import {responseBody} from '../lib/responseBody';
import {MAX_RESPONSE_BYTES, type ConsoleResponse} from '../lib/sendRequest';
import styles from './panel.module.css';

/** Characters of a body shown at first; "Show all" shows the rest of what was read. */
const SHOWN_CHARACTERS = 64 * 1024;

const count = (value: number) => Math.round(value).toLocaleString('en');

/** One response: its status and timings, the platform's error, its headers and its body, as text. */
export default function ResponseView({response}: {response: ConsoleResponse}): ReactNode {
  const [showAll, setShowAll] = useState(false);
  // Decoding and pretty-printing a body of megabytes once per response, not
  // on every render: the panel renders again at each keystroke in its form.
  const body = useMemo(
    () => responseBody(response.bytes, response.contentType, response.truncated),
    [response],
  );
  const text = body.kind === 'text' ? body.text : '';
  const shown = showAll ? text : text.slice(0, SHOWN_CHARACTERS);
  const failed = response.status >= 400;
  const explanation = useMemo(() => (failed ? apiErrorMessage(text) : undefined), [failed, text]);
  return (
    <div className={styles.response} data-status={failed ? 'error' : 'ok'}>
      <p className={styles.status}>
        <strong data-api-console-status>
          {response.status} {response.statusText}
        </strong>{' '}
        · headers after {count(response.headersAfterMs)} ms · body read after{' '}
        {count(response.totalMs)} ms · {count(response.bytes.length)} bytes
        {response.truncated ? ' read' : ''}
      </p>
      {explanation && (
        <div className="alert alert--danger" role="note">
          The API says: {explanation}
        </div>
      )}
      {response.truncated && (
        <div className="alert alert--warning" role="note" data-api-console-truncated>
          The body is larger than {MAX_RESPONSE_BYTES / 1024 / 1024} MB: the console read its first{' '}
          {count(MAX_RESPONSE_BYTES)} bytes and stopped there. curl or <code>@3dverse/api</code>{' '}
          fetch it whole.
        </div>
      )}
      <details className={styles.headers}>
        <summary>Headers ({response.headers.length})</summary>
        <dl>
          {response.headers.map(([name, value]) => (
            <div key={name} className={styles.header}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.hint}>
          A browser lets the page read only the headers the server exposes to it (CORS).
        </p>
      </details>
      {body.kind === 'empty' && <p className={styles.hint}>No body.</p>}
      {body.kind === 'binary' && (
        <p className={styles.hint}>
          A body of {count(body.size)} bytes of <code>{response.contentType}</code>, not shown as
          text.
        </p>
      )}
      {body.kind === 'text' && (
        <>
          <div className={styles.bodyFrame} role="region" aria-label="Response body" tabIndex={0}>
            <pre className={styles.body}>
              <code data-api-console-body>{shown}</code>
            </pre>
          </div>
          {shown.length < text.length && (
            <p className={styles.row}>
              <span className={styles.hint}>
                Showing {count(shown.length)} of {count(text.length)} characters.
              </span>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => setShowAll(true)}
              >
                Show all
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
