import type {KeyboardEvent} from 'react';
import {focusableElements} from './focusableElements';
import type {ResultNavigation} from './useResultNavigation';

/** What the modal's keys act on. */
export type ModalKeys = Pick<ResultNavigation, 'items' | 'activeIndex' | 'setActiveIndex'> & {
  dialog: HTMLElement | null;
  input: HTMLInputElement | null;
  open: (url: string) => void;
  /** Enter in the field with no result to open (in Ask AI: ask what the field now holds). */
  enterWithoutResult?: () => void;
};

/**
 * The dialog's keys: arrows move through the results (preloading the one
 * they reach), Enter in the field opens the highlighted one (or, with none,
 * calls `enterWithoutResult`), and Tab keeps focus inside the dialog. Escape
 * is left to the window listener.
 */
export function handleModalKeyDown(
  event: KeyboardEvent<HTMLElement>,
  {items, activeIndex, setActiveIndex, dialog, input, open, enterWithoutResult}: ModalKeys,
): void {
  if (event.key === 'Escape') {
    // Handled by the window listener, so it works wherever focus is.
    return;
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = items.length === 0 ? 0 : (activeIndex + step + items.length) % items.length;
    setActiveIndex(next);
    const selected = items[next];
    if (selected) void window.docusaurus.preload(selected.url);
  } else if (event.key === 'Enter' && event.target === input && !event.nativeEvent.isComposing) {
    // Not the Enter that ends an input method's composition (Japanese, Chinese): it confirms the text.
    const item = items[activeIndex];
    if (item) {
      event.preventDefault();
      open(item.url);
    } else if (enterWithoutResult) {
      event.preventDefault();
      enterWithoutResult();
    }
  } else if (event.key === 'Tab' && dialog) {
    // Focus stays inside the dialog while it is open.
    const all = focusableElements(dialog);
    const first = all[0];
    const last = all[all.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }
}
