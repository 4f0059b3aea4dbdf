import {useCallback, useEffect, useMemo, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {filtersToSearch, noFilters, parseFilters, type SampleFilters} from './sampleFilters';

/** Whether a filter change adds a history entry or replaces the current one. */
export type HistoryMode = 'push' | 'replace';

/** Changes some of the filters, writing them to the URL. */
export type UpdateSampleFilters = (change: Partial<SampleFilters>, mode: HistoryMode) => void;

/** Where the reader was when a filter change was pushed to the history. */
type FocusBeforePush = {element: HTMLElement; scrollX: number; scrollY: number};

/**
 * The gallery's filters, read from the query string, and the function that
 * changes them. The server renders the whole gallery, and so does the first
 * render in the browser, which must match the server's HTML; the query
 * applies from the render after hydration.
 */
export function useSampleFilters(): [SampleFilters, UpdateSampleFilters] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const filters = useMemo(
    () => (isBrowser ? parseFilters(location.search) : noFilters),
    [isBrowser, location.search],
  );

  // After every push navigation the theme moves focus to the top of the
  // page, as a new page should. A filter change is not a new page, so the
  // control the reader was using gets focus back, and the page its scroll
  // position. This effect runs after the theme's, which lives further down
  // the tree.
  const focusBeforePush = useRef<FocusBeforePush | null>(null);
  useEffect(() => {
    const saved = focusBeforePush.current;
    focusBeforePush.current = null;
    if (!saved?.element.isConnected || document.activeElement === saved.element) {
      return;
    }
    window.scrollTo(saved.scrollX, saved.scrollY);
    saved.element.focus({preventScroll: true});
    const box = saved.element.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) {
      saved.element.scrollIntoView({block: 'center'});
    }
  }, [location]);

  // Changes are merged into the filters of the current URL rather than the
  // last rendered ones, which can lag behind fast typing while the router
  // settles.
  const updateFilters = useCallback<UpdateSampleFilters>(
    (change, mode) => {
      const current = parseFilters(history.location.search);
      const search = filtersToSearch({...current, ...change});
      if (search === filtersToSearch(current)) {
        return;
      }
      const target = {pathname: history.location.pathname, search};
      if (mode === 'push') {
        const active = document.activeElement;
        focusBeforePush.current =
          active instanceof HTMLElement && active !== document.body
            ? {element: active, scrollX: window.scrollX, scrollY: window.scrollY}
            : null;
        history.push(target);
      } else {
        history.replace(target);
      }
    },
    [history],
  );
  return [filters, updateFilters];
}
