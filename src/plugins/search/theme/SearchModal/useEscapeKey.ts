import {useEffect} from 'react';

/**
 * Escape steps back one level: out of Ask AI when it is open, else out of
 * the modal. Listening on the window catches Escape even when focus left
 * with a removed element.
 */
export function useEscapeKey(askingAi: boolean, leaveAskAi: () => void, close: () => void): void {
  useEffect(() => {
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      if (askingAi) {
        leaveAskAi();
      } else {
        close();
      }
    }
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [askingAi, leaveAskAi, close]);
}
