import {useEffect, useRef, type RefObject} from 'react';

/**
 * Keeps the keyboard's place as a request goes and comes back. Send is
 * disabled while the request is on its way, and Cancel goes once it is
 * answered; the browser drops focus to the page with either, so it moves to
 * the button that takes their place. Focus the reader has taken elsewhere
 * is left there.
 */
export function useFocusAcrossSending(
  sending: boolean,
  sendButton: RefObject<HTMLButtonElement | null>,
  cancelButton: RefObject<HTMLButtonElement | null>,
): void {
  const wasSending = useRef(sending);
  useEffect(() => {
    if (sending === wasSending.current) return;
    wasSending.current = sending;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (sending ? cancelButton : sendButton).current?.focus();
  }, [sending, sendButton, cancelButton]);
}
