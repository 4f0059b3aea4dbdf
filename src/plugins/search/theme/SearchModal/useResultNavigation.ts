import {useCallback, useMemo, useState} from 'react';
import type {PageHit} from '../../engine/pageHits';
import {resultLinks, type ResultLink} from './resultLinks';

/** The result links and which of them the keyboard has highlighted. */
export type ResultNavigation = {
  items: ResultLink[];
  activeIndex: number;
  setActiveIndex: (next: number | ((index: number) => number)) => void;
  /** Each link's position in `items`, by URL. */
  positionOf: ReadonlyMap<string, number>;
};

/**
 * The highlighted result of a list, which goes back to the first one
 * whenever the results change.
 */
export function useResultNavigation(hits: readonly PageHit[]): ResultNavigation {
  const items = useMemo(() => resultLinks(hits), [hits]);
  // Kept with the list it was chosen in, so that a new list starts at 0 without an effect.
  const [active, setActive] = useState({items, index: 0});
  const activeIndex = active.items === items ? active.index : 0;
  const setActiveIndex = useCallback(
    (next: number | ((index: number) => number)) =>
      setActive((current) => ({
        items,
        index:
          typeof next === 'function' ? next(current.items === items ? current.index : 0) : next,
      })),
    [items],
  );
  const positionOf = useMemo(() => new Map(items.map((item, index) => [item.url, index])), [items]);
  return {items, activeIndex, setActiveIndex, positionOf};
}
