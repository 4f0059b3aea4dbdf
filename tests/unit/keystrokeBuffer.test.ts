import {describe, expect, it} from 'vitest';
import {
  CLOSED,
  handOver,
  pressKey,
  requestOpen,
  type KeyPress,
  type KeystrokeState,
} from '../../src/plugins/search/client/keystrokeBuffer';

/** A key press outside any field, with the given modifiers. */
function key(name: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  return {
    key: name,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    inTypingTarget: false,
    ...modifiers,
  };
}

/** Presses keys in order, as the listener does, and records which ones the browser may not see. */
function pressAll(
  start: KeystrokeState,
  presses: readonly KeyPress[],
): {state: KeystrokeState; prevented: boolean[]} {
  let state = start;
  const prevented: boolean[] = [];
  for (const press of presses) {
    const outcome = pressKey(state, press);
    state = outcome.state;
    prevented.push(outcome.preventDefault);
  }
  return {state, prevented};
}

const typing = (text: string) => Array.from(text, (character) => key(character));
const ctrlK = key('k', {ctrlKey: true});

describe('keystroke buffer', () => {
  it('keeps the keys typed after Ctrl+K in order, and hides them from the page', () => {
    const {state, prevented} = pressAll(CLOSED, [ctrlK, ...typing('rendering session')]);
    expect(state).toEqual({phase: 'opening', typed: 'rendering session'});
    expect(prevented.every(Boolean)).toBe(true);
  });

  it('opens on Cmd+K, Ctrl+Shift+K, and / outside a field, but not on / in a field', () => {
    expect(pressKey(CLOSED, key('k', {metaKey: true})).state.phase).toBe('opening');
    expect(pressKey(CLOSED, key('K', {ctrlKey: true})).state.phase).toBe('opening');
    expect(pressKey(CLOSED, key('/')).state.phase).toBe('opening');
    expect(pressKey(CLOSED, key('/', {inTypingTarget: true}))).toEqual({
      state: CLOSED,
      preventDefault: false,
    });
  });

  it('keeps nothing before a shortcut, and lets those keys through', () => {
    const {state, prevented} = pressAll(CLOSED, [...typing('abc'), key('Backspace'), key('k')]);
    expect(state).toEqual(CLOSED);
    expect(prevented.some(Boolean)).toBe(false);
  });

  it('applies Backspace to the kept text, even past its start', () => {
    const {state} = pressAll(CLOSED, [
      key('/'),
      key('Backspace'),
      ...typing('cam'),
      key('Backspace'),
      ...typing('mera'),
    ]);
    expect(state.typed).toBe('camera');
  });

  it('ignores chords and named keys, and swallows a repeated Ctrl+K', () => {
    const {state, prevented} = pressAll(CLOSED, [
      ctrlK,
      key('a', {ctrlKey: true}),
      key('c', {metaKey: true}),
      key('x', {altKey: true}),
      key('Shift'),
      key('ArrowDown'),
      ctrlK,
      key('L'),
    ]);
    expect(state.typed).toBe('L');
    expect(prevented).toEqual([true, false, false, false, false, false, true, true]);
  });

  it('keeps / and space typed after the shortcut as text, even when the shortcut was /', () => {
    const {state} = pressAll(CLOSED, [
      key('/'),
      ...typing('a/b c'),
      key('/', {inTypingTarget: true}),
    ]);
    expect(state.typed).toBe('a/b c/');
  });

  it('gives up on Escape before the modal is ready', () => {
    const {state, prevented} = pressAll(CLOSED, [ctrlK, ...typing('ab'), key('Escape')]);
    expect(state).toEqual(CLOSED);
    expect(prevented.at(-1)).toBe(true);
  });

  it('hands the text over once, then leaves every key to the modal', () => {
    const before = pressAll(CLOSED, [ctrlK, ...typing('live')]).state;
    const first = handOver(before);
    expect(first.typed).toBe('live');
    expect(first.state).toEqual({phase: 'open', typed: ''});
    // React's strict mode runs the modal's effect twice: the second call adds nothing.
    expect(handOver(first.state).typed).toBe('');

    const after = pressAll(first.state, [...typing('link'), ctrlK, key('/'), key('Escape')]);
    expect(after.state).toEqual(first.state);
    expect(after.prevented.some(Boolean)).toBe(false);
  });

  it('keeps keys after a click on the search button as after a shortcut', () => {
    const opening = requestOpen(CLOSED);
    expect(opening).toEqual({phase: 'opening', typed: ''});
    const typed = pressAll(opening, typing('up')).state;
    expect(typed.typed).toBe('up');
    // A second click while the modal loads, or once it is open, changes nothing.
    expect(requestOpen(typed)).toBe(typed);
    const open = handOver(typed).state;
    expect(requestOpen(open)).toBe(open);
  });
});
