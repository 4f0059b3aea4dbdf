/*
 * The decisions behind the search shortcuts, kept free of the DOM so they can
 * be tested alone. The modal's code loads on first open, and on a page that
 * has just loaded React may not even be running yet: the keys a reader types
 * right after the shortcut are kept here until the modal's input takes over.
 */

/** What the shortcut listener needs to know about one key press. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Whether the reader is typing in a field, where `/` is text rather than a shortcut. */
  inTypingTarget: boolean;
};

/**
 * - `idle`: search is closed.
 * - `opening`: search was asked for, but the modal's input is not there yet,
 *   so the keys typed meanwhile are kept.
 * - `open`: the modal's input has the kept keys and receives the next ones.
 */
export type SearchPhase = 'idle' | 'opening' | 'open';

/** The phase and, while `opening`, the text typed so far. */
export type KeystrokeState = {readonly phase: SearchPhase; readonly typed: string};

/** Search closed, nothing kept. */
export const CLOSED: KeystrokeState = {phase: 'idle', typed: ''};

/** The state after a key press, and whether the browser must not act on that key. */
export type KeyOutcome = {state: KeystrokeState; preventDefault: boolean};

function isCommandK({key, ctrlKey, metaKey}: KeyPress): boolean {
  return key.toLowerCase() === 'k' && (ctrlKey || metaKey);
}

/** Ctrl/Cmd+K anywhere, or `/` when the reader is not typing in a field. */
function isSearchShortcut(press: KeyPress): boolean {
  return isCommandK(press) || (press.key === '/' && !press.inTypingTarget);
}

/** A key that types one character: named keys (`Enter`, `Shift`) and chords are not text. */
function isPrintable({key, ctrlKey, metaKey, altKey}: KeyPress): boolean {
  return key.length === 1 && !ctrlKey && !metaKey && !altKey;
}

/**
 * Decides what one key press does. Closed, only a shortcut counts and starts
 * `opening`. While `opening`, characters and Backspace edit the kept text, a
 * repeated Ctrl/Cmd+K is swallowed so the browser's own shortcut does not
 * fire, and Escape gives up. Once `open`, the modal handles every key itself.
 */
export function pressKey(state: KeystrokeState, press: KeyPress): KeyOutcome {
  const untouched = {state, preventDefault: false};
  switch (state.phase) {
    case 'idle':
      return isSearchShortcut(press)
        ? {state: {phase: 'opening', typed: ''}, preventDefault: true}
        : untouched;
    case 'opening':
      if (press.key === 'Escape') {
        return {state: CLOSED, preventDefault: true};
      }
      if (isCommandK(press)) {
        return {state, preventDefault: true};
      }
      if (press.key === 'Backspace') {
        // Kept keys are single UTF-16 units (see isPrintable), so this removes exactly one.
        return {state: {...state, typed: state.typed.slice(0, -1)}, preventDefault: true};
      }
      if (isPrintable(press)) {
        return {state: {...state, typed: state.typed + press.key}, preventDefault: true};
      }
      return untouched;
    case 'open':
      return untouched;
  }
}

/** A click on the search button: like a shortcut, it starts keeping keys. */
export function requestOpen(state: KeystrokeState): KeystrokeState {
  return state.phase === 'idle' ? {phase: 'opening', typed: ''} : state;
}

/**
 * The modal's input is ready: it receives the kept text, and keys are no
 * longer kept. A second call (React's strict mode runs effects twice) gets
 * an empty string, so the text is never applied twice.
 */
export function handOver(state: KeystrokeState): {state: KeystrokeState; typed: string} {
  return state.phase === 'opening'
    ? {state: {phase: 'open', typed: ''}, typed: state.typed}
    : {state, typed: ''};
}
