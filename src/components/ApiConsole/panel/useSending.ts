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

/**
 * Sends the console's requests one at a time, cancellable: a new request
 * cancels the one in flight, whose outcome is then never shown, and the
 * console going away cancels it too.
 */
export function useSending(): Sending {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Sending['outcome']>();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return {
    sending,
    outcome,
    send: async (request, server, credential) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setSending(true);
      const result = await sendRequest(request, server, credential, current.signal);
      // A later send took over: its outcome is the one to show, and Cancel must still reach it.
      if (controller.current !== current) return;
      controller.current = null;
      setSending(false);
      setOutcome((previous) => ({number: (previous?.number ?? 0) + 1, result}));
    },
    cancel: () => controller.current?.abort(),
  };
}
