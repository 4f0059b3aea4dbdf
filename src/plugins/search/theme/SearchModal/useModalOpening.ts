import {useCallback, useEffect, useLayoutEffect, useRef, type RefObject} from 'react';
import {takeTypedQuery} from '../../client/searchShortcuts';

/** The query field's ref, and a way to give the field focus back. */
export type QueryField = {
  input: RefObject<HTMLInputElement | null>;
  focusInput: () => void;
};

/**
 * What opening the modal does: the keys typed while its code loaded join
 * the query, the field takes focus with the caret at the end, and the page
 * behind stops scrolling until the modal closes.
 */
export function useModalOpening(setQuery: (query: string) => void): QueryField {
  const input = useRef<HTMLInputElement>(null);
  // Keys typed while this modal's code loaded were kept for it. Taking them and
  // focusing before the browser handles another event leaves no key lost in between.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    const typed = takeTypedQuery();
    if (typed !== '') {
      // Written to the field at once, not at the next render, so the caret can go to the end now.
      field.value = typed;
      setQuery(field.value);
    }
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [setQuery]);
  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);
  const focusInput = useCallback(() => input.current?.focus(), []);
  return {input, focusInput};
}
