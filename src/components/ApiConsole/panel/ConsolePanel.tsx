import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import type {ApiServer} from '@site/src/plugins/search/shared/engineSettings';
import type {ConsoleOperation} from '@site/src/site/restApi/consoleTypes';
import {consoleRequest} from '../lib/consoleRequest';
import {initialForm} from '../lib/initialForm';
import BodyField from './BodyField';
import ConfirmDialog from './ConfirmDialog';
import ConnectionFields from './ConnectionFields';
import IssueList from './IssueList';
import ParameterFields from './ParameterFields';
import RequestSamples from './RequestSamples';
import ResponseSection from './ResponseSection';
import {useCredential} from './useCredential';
import {useFocusAcrossSending} from './useFocusAcrossSending';
import {useSending} from './useSending';
import styles from './panel.module.css';

/** What the console is given once it has loaded. */
export type ConsolePanelProps = {operation: ConsoleOperation; servers: readonly ApiServer[]};

/** Methods that change or delete data, which the reader confirms before they are sent. */
const CONFIRMED = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API console of one operation: server and credential, parameters and
 * body, the request as code, Send and Cancel, and the response. Nothing is
 * sent until the reader presses Send and the values pass the schema check.
 */
export default function ConsolePanel({operation, servers}: ConsolePanelProps): ReactNode {
  const id = useId();
  const [server, setServer] = useState(servers[0]?.url ?? '');
  const choice = useCredential(operation.credentials);
  const [form, setForm] = useState(() => ({...initialForm(operation), files: [] as File[]}));
  const [checked, setChecked] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const sending = useSending();
  const issueList = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useFocusAcrossSending(sending.sending, sendButton, cancelButton);
  const {request, issues} = useMemo(
    () => consoleRequest(operation, {...form, server, credential: choice.credential}),
    [operation, form, server, choice.credential],
  );
  // A refused Send takes the reader to the list of what to fix.
  useEffect(() => {
    if (checked > 0) issueList.current?.focus();
  }, [checked]);

  function dispatch() {
    setConfirming(false);
    // The values went out: the issue list waits for the next refused Send.
    setChecked(0);
    const {credential, value} = choice;
    void sending.send(request, server, credential && {header: credential.header, value});
  }

  function send() {
    if (issues.length > 0) setChecked((times) => times + 1);
    else if (CONFIRMED.has(operation.method)) setConfirming(true);
    else dispatch();
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-api-console-panel>
      <h2 id={`${id}-title`} className={styles.title}>
        Send a request
      </h2>
      <ConnectionFields
        servers={servers}
        server={server}
        onServer={setServer}
        credentials={operation.credentials}
        choice={choice}
      />
      <ParameterFields
        parameters={operation.parameters}
        schemas={operation.schemas}
        fields={form.fields}
        onField={(key, text) =>
          setForm((current) => ({...current, fields: {...current.fields, [key]: text}}))
        }
        invalid={new Set(checked > 0 ? issues.map((issue) => issue.path.split(/[.[]/)[0]) : [])}
      />
      {operation.body && (
        <BodyField
          body={operation.body}
          text={form.bodyText}
          onText={(bodyText) => setForm((current) => ({...current, bodyText}))}
          onFiles={(files) => setForm((current) => ({...current, files}))}
          onReset={() =>
            setForm((current) => ({...current, bodyText: initialForm(operation).bodyText}))
          }
          invalid={checked > 0 && issues.some((issue) => issue.path.startsWith('body'))}
        />
      )}
      <RequestSamples
        operation={operation}
        request={request}
        credential={choice.credential}
        server={server}
      />
      <IssueList ref={issueList} issues={checked > 0 ? issues : []} />
      <div className={styles.row}>
        <button
          ref={sendButton}
          type="button"
          className="button button--primary"
          disabled={sending.sending}
          onClick={send}
          data-api-console-send
        >
          Send {operation.method}
        </button>
        {sending.sending && (
          <button
            ref={cancelButton}
            type="button"
            className="button button--secondary"
            onClick={sending.cancel}
          >
            Cancel
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={operation.title}
        method={operation.method}
        resource={request.resource}
        server={server}
        onConfirm={dispatch}
        onCancel={() => setConfirming(false)}
      />
      <ResponseSection sending={sending.sending} outcome={sending.outcome} />
    </section>
  );
}
