import {useId, useState, type ReactNode} from 'react';
import type {ApiServer} from '@site/src/plugins/search/shared/engineSettings';
import type {ConsoleCredential} from '@site/src/site/restApi/consoleTypes';
import type {CredentialChoice} from './useCredential';
import DescriptionText from './DescriptionText';
import styles from './panel.module.css';
import {credentialVariable} from '../../../site/restApi/credentialVariable';

type Props = {
  servers: readonly ApiServer[];
  server: string;
  onServer: (url: string) => void;
  credentials: readonly ConsoleCredential[];
  choice: CredentialChoice;
};

/** Where the request goes and with which credential: the server list, the scheme, the key field and "Forget key". */
export default function ConnectionFields({
  servers,
  server,
  onServer,
  credentials,
  choice,
}: Props): ReactNode {
  const id = useId();
  const [forgotten, setForgotten] = useState(false);
  const {credential} = choice;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Server and credential</legend>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-server`}>
          Server
        </label>
        <select
          id={`${id}-server`}
          className={styles.input}
          value={server}
          onChange={(event) => onServer(event.target.value)}
        >
          {servers.map((item) => (
            <option key={item.url} value={item.url}>
              {item.description ? `${item.description}: ${item.url}` : item.url}
            </option>
          ))}
        </select>
      </div>
      {credentials.length === 0 && (
        <p className={styles.hint}>This operation takes no credential.</p>
      )}
      {credentials.length > 1 && (
        <div className={styles.field} role="radiogroup" aria-labelledby={`${id}-scheme`}>
          <span id={`${id}-scheme`} className={styles.label}>
            Credential
          </span>
          {credentials.map((item) => (
            <label key={item.scheme} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-scheme`}
                checked={item.scheme === credential?.scheme}
                onChange={() => choice.choose(item.scheme)}
              />{' '}
              {item.label} (<code>{item.header}</code> header)
            </label>
          ))}
        </div>
      )}
      {credential && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-key`}>
            {credential.label}
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-key`}
              className={styles.input}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={choice.value}
              aria-describedby={`${id}-key-help`}
              onChange={(event) => {
                setForgotten(false);
                choice.change(event.target.value);
              }}
              data-api-console-key
            />
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => {
                choice.forget();
                setForgotten(true);
              }}
            >
              Forget key
            </button>
          </div>
          <p id={`${id}-key-help`} className={styles.hint}>
            Kept in this tab only (session storage) and sent only to the server above, in the{' '}
            <code>{credential.header}</code> header. The code samples read it from the{' '}
            <code>{credentialVariable(credential.header)}</code> environment variable instead.{' '}
            <DescriptionText text={credential.description} />
          </p>
          <p role="status" className={styles.hint}>
            {forgotten ? 'Forgotten: this tab keeps no key or token.' : ''}
          </p>
        </div>
      )}
    </fieldset>
  );
}
