import {useEffect, useState} from 'react';
import type {PreparedRequest} from '../lib/consoleRequest';
import {latestRequest} from '../lib/latestRequest';
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
  const [inFlight] = useState(latestRequest);
  useEffect(() => inFlight.abort, [inFlight]);
  return {
    sending,
    outcome,
    send: async (request, server, credential) => {
      const signal = inFlight.start();
      setSending(true);
      const result = await sendRequest(request, server, credential, signal);
      if (!inFlight.finish(signal)) return;
      setSending(false);
      setOutcome((previous) => ({number: (previous?.number ?? 0) + 1, result}));
    },
    cancel: inFlight.abort,
  };
}
