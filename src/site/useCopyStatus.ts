import {useRef, useState} from 'react';

/** What a copy button says: nothing yet, or how its last copy went. */
export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long a copy button shows the outcome of a copy before it reads as it did. */
const OUTCOME_SHOWN_MS = 2000;

/**
 * The status of a copy button, and `copy`, which runs `writeToClipboard`,
 * shows whether it worked for a moment, and logs why it failed under
 * `failureMessage` (a refused permission, or no clipboard at all on a page
 * served over plain HTTP).
 */
export function useCopyStatus(): {
  status: CopyStatus;
  copy: (writeToClipboard: () => Promise<void>, failureMessage: string) => Promise<void>;
} {
  const [status, setStatus] = useState<CopyStatus>('idle');
  // A second copy shows its own outcome for the whole time, not what is left of the first's.
  const backToIdle = useRef<number | undefined>(undefined);
  const copy = async (writeToClipboard: () => Promise<void>, failureMessage: string) => {
    try {
      await writeToClipboard();
      setStatus('copied');
    } catch (error) {
      console.error(failureMessage, error);
      setStatus('failed');
    }
    window.clearTimeout(backToIdle.current);
    backToIdle.current = window.setTimeout(() => setStatus('idle'), OUTCOME_SHOWN_MS);
  };
  return {status, copy};
}
