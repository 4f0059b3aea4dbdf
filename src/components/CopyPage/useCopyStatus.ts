import {useState} from 'react';

/** What a copy button says: nothing yet, or how its last copy went. */
export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long a copy button shows the outcome of a copy before it reads as it did. */
const OUTCOME_SHOWN_MS = 2000;

/**
 * The status of a copy button, and `copy`, which runs `writeToClipboard`,
 * shows whether it worked for a moment, and logs why it failed under
 * `failureMessage`.
 */
export function useCopyStatus(): {
  status: CopyStatus;
  copy: (writeToClipboard: () => Promise<void>, failureMessage: string) => Promise<void>;
} {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const copy = async (writeToClipboard: () => Promise<void>, failureMessage: string) => {
    try {
      await writeToClipboard();
      setStatus('copied');
    } catch (error) {
      console.error(failureMessage, error);
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), OUTCOME_SHOWN_MS);
  };
  return {status, copy};
}
