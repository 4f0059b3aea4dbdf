import {useEffect, useRef, useState} from 'react';
import type {PreparedRequest} from '../lib/consoleRequest';
import {sendRequest, type ConsoleOutcome} from '../lib/sendRequest';

/** A request in flight, or the last one's outcome, numbered so each is shown afresh. */
export type Sending = {
  sending: boolean;
  outcome: {number: number; result: ConsoleOutcome} | undefined;
  send: (
    request: PreparedRequest,
    server: string,
    credential: {header: string; value: string} | undefined,
  ) => Promise<void>;
  /** Aborts the request in flight, if any. */
  cancel: () => void;
};

/** Sends the console's requests one at a time, cancellable, and cancels the one in flight when the console goes away. */
export function useSending(): Sending {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Sending['outcome']>();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return {
    sending,
    outcome,
    send: async (request, server, credential) => {
      const current = new AbortController();
      controller.current = current;
      setSending(true);
      const result = await sendRequest(request, server, credential, current.signal);
      controller.current = null;
      setSending(false);
      setOutcome((previous) => ({number: (previous?.number ?? 0) + 1, result}));
    },
    cancel: () => controller.current?.abort(),
  };
}
