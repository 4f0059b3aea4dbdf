/*
 * The search shortcuts, heard from the moment the main bundle runs. A listener
 * in the navbar's React code would miss a shortcut pressed before hydration,
 * and the keys typed while the modal's code loads would go nowhere: here they
 * are kept (see keystrokeBuffer) until the modal's input takes them.
 * Registered as a client module by the search plugin.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {isTypingTarget} from './isTypingTarget';
import {CLOSED, handOver, pressKey, requestOpen, type KeystrokeState} from './keystrokeBuffer';

let current: KeystrokeState = CLOSED;
const listeners = new Set<() => void>();

function update(next: KeystrokeState): void {
  const wasOpen = current.phase !== 'idle';
  current = next;
  if (wasOpen !== (next.phase !== 'idle')) {
    listeners.forEach((listener) => listener());
  }
}

/** Subscribes to changes of {@link isSearchOpenRequested}; returns the unsubscribe function. */
export function subscribeToSearchOpen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the search modal should be shown: a shortcut or the button asked, and it was not closed since. */
export function isSearchOpenRequested(): boolean {
  return current.phase !== 'idle';
}

/** Opens search from the button; the keys typed until the modal is ready are kept as after a shortcut. */
export function openSearch(): void {
  update(requestOpen(current));
}

/**
 * Called once the modal's input is mounted and focused: returns the text typed
 * since search was asked for, and stops keeping keys, which now reach the input.
 */
export function takeTypedQuery(): string {
  const {state, typed} = handOver(current);
  update(state);
  return typed;
}

/** Called when the modal closes: search is closed, and the next shortcut starts afresh. */
export function closeSearch(): void {
  update(CLOSED);
}

// The open modal's own way out, which reports a search that failed its reader.
let leaveOpenModal: (() => void) | null = null;

/**
 * Called by the modal with its way out while it is open; returns the function
 * that forgets it. A page change leaves search through it.
 */
export function onPageLeftWithSearchOpen(leave: () => void): () => void {
  leaveOpenModal = leave;
  return () => {
    if (leaveOpenModal === leave) leaveOpenModal = null;
  };
}

// Whether search was open when the navigation under way started.
let openWhenNavigationStarted = false;

/**
 * Docusaurus calls this as a navigation starts, while the old page still
 * shows. Only a search open then is left with the page: one the reader
 * opened while the next page loaded belongs to that page.
 */
export const onRouteUpdate: ClientModule['onRouteUpdate'] = () => {
  openWhenNavigationStarted = current.phase !== 'idle';
};

/**
 * Docusaurus calls this once the new page has rendered, before the browser
 * paints it. A link followed from inside the modal (an Ask AI source or
 * citation, a popular page) or a step back in history leaves search with the
 * page, as opening a result does: the modal would otherwise stay over the
 * new page, or open again empty where the page brings a navbar of its own.
 */
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({previousLocation}) => {
  const leave = previousLocation !== null && openWhenNavigationStarted;
  openWhenNavigationStarted = false;
  if (leave && current.phase !== 'idle') (leaveOpenModal ?? closeSearch)();
};

function onKeyDown(event: KeyboardEvent): void {
  const outcome = pressKey(current, {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    inTypingTarget: isTypingTarget(event.target),
  });
  if (outcome.preventDefault) {
    event.preventDefault();
  }
  update(outcome.state);
}

if (ExecutionEnvironment.canUseDOM) {
  // Capture phase, so no handler on the page can stop a shortcut or a kept key before it is seen here.
  document.addEventListener('keydown', onKeyDown, {capture: true});
}
