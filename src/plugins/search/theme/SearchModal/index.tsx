import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {PageHit} from '../../engine/pageHits';
import {readRecentSearches, rememberSearch} from '../../client/recentSearches';
import {reportSearchFailure} from '../../client/reportSearchFailure';
import {takeTypedQuery} from '../../client/searchShortcuts';
import {useSearchEngine, type SearchState} from '../../client/useSearchEngine';
import {MODAL_RESULTS} from '../../engine/resultLimits';
import {useSearchSettings} from '../../client/useSearchSettings';
import AskAiPanel from './AskAiPanel';
import {CorrectedQuery, Excerpt, NoResults} from '../SearchStates';
// The states and recent searches look as the no-results state does.
import statesStyles from '../SearchStates/styles.module.css';
import type {SearchSettings} from '../../shared/searchSettings';
import styles from './styles.module.css';

/** Every link a result list offers, in keyboard order. */
function flatten(hits: readonly PageHit[]): {url: string; id: string}[] {
  return hits.flatMap((hit) => [
    {url: hit.url, id: hit.url},
    ...hit.sections.map((section) => ({url: section.url, id: section.url})),
  ]);
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])',
    ),
  );
}

function StateView({
  state,
  query,
  settings,
  onSuggest,
  onAskAi,
}: {
  state: SearchState;
  query: string;
  settings: SearchSettings;
  onSuggest: (query: string) => void;
  onAskAi: () => void;
}) {
  if (state.status === 'error') {
    return (
      <div className={statesStyles.state} data-search-state="error" role="alert">
        <p className={statesStyles.stateTitle}>Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  }
  if (state.status === 'missing-index') {
    return (
      <div className={statesStyles.state} data-search-state="missing-index" role="status">
        <p className={statesStyles.stateTitle}>No search index yet</p>
        <p>
          The search index is written by a production build. Run <code>npm run build</code> once;{' '}
          <code>npm start</code> then serves the last build's index.
        </p>
      </div>
    );
  }
  if (state.status === 'done' && state.hits.length === 0) {
    return (
      <NoResults
        query={query}
        issuesUrl={settings.issuesUrl}
        suggestions={state.suggestions}
        popularPages={settings.popularPages}
        onSuggest={onSuggest}
        onAskAi={onAskAi}
      />
    );
  }
  return null;
}

/**
 * The search dialog: keyword search over the site's index, results grouped
 * by section with their matching headings, keyboard navigation, recent
 * searches, and the error and no-results states of the specification.
 */
export default function SearchModal({
  onClose,
  initialQuery = '',
}: {
  onClose: () => void;
  initialQuery?: string;
}): ReactNode {
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const settings = useSearchSettings();
  const context = useContextualSearchFilters();
  const [query, setQuery] = useState(initialQuery);
  // The query the reader asked to search as typed, without corrections ("Search instead for").
  const [exactQuery, setExactQuery] = useState<string | null>(null);
  const exact = exactQuery !== null && exactQuery === query.trim();
  // Ask AI turns the query into a question; null while in keyword mode.
  const [question, setQuestion] = useState<string | null>(null);
  // The modal only ever renders in the browser, after a click or a shortcut.
  const [recent] = useState(() => readRecentSearches(window.localStorage));
  const state = useSearchEngine(query, context, settings, MODAL_RESULTS, exact);
  const listId = useId();
  // Whether the reader opened a result (here or in a new tab), for the search report.
  const opened = useRef(false);

  const hits = useMemo(() => (state.status === 'done' ? state.hits : []), [state]);
  const items = useMemo(() => flatten(hits), [hits]);
  // The highlighted result goes back to the first one whenever the results change.
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
  // Every way out of the modal but "See all results" goes through here, so
  // that a search which failed its reader can be reported (when reports are on).
  const close = useCallback(() => {
    void reportSearchFailure(settings, {
      query,
      answered: state.status === 'done',
      hits: hits.length,
      opened: opened.current,
    });
    onClose();
  }, [settings, query, state.status, hits.length, onClose]);
  const positionOf = useMemo(() => new Map(items.map((item, index) => [item.url, index])), [items]);
  // Keys typed while this modal's code loaded were kept for it. Taking them and
  // focusing before the browser handles another event leaves no key lost in between.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    const typed = takeTypedQuery();
    if (typed !== '') {
      // Written to the field at once, not at the next render, so the caret can go to the end now.
      field.value = initialQuery + typed;
      setQuery(field.value);
    }
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [initialQuery]);
  useEffect(() => {
    input.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // The first Escape leaves Ask AI, the next one closes the modal. Listening
  // on the window catches Escape even when focus left with a removed element.
  useEffect(() => {
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      if (question !== null) {
        setQuestion(null);
        input.current?.focus();
      } else {
        close();
      }
    }
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [question, close]);

  const open = useCallback(
    (url: string) => {
      rememberSearch(window.localStorage, query);
      opened.current = true;
      close();
      history.push(url);
    },
    [history, close, query],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
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
    } else if (event.key === 'Enter' && event.target === input.current) {
      const item = items[activeIndex];
      if (item) {
        event.preventDefault();
        open(item.url);
      }
    } else if (event.key === 'Tab' && dialog.current) {
      // Focus stays inside the dialog while it is open.
      const all = focusables(dialog.current);
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

  const activeId = items[activeIndex] ? `${listId}-${activeIndex}` : undefined;
  // Plain anchors, not <Link>: a Link prefetches its page as soon as it is
  // visible, which made every query download the chunks of all ten results.
  // A result's page is preloaded when it is pointed at or selected instead.
  const renderResult = ({
    url,
    title,
    excerpt,
    section,
  }: {
    url: string;
    title: string;
    excerpt: string;
    section?: string;
  }) => {
    const index = positionOf.get(url) ?? -1;
    return (
      <a
        id={`${listId}-${index}`}
        href={url}
        className={styles.hitLink}
        role="option"
        aria-selected={index === activeIndex}
        data-active={index === activeIndex || undefined}
        onMouseEnter={() => {
          setActiveIndex(index);
          void window.docusaurus.preload(url);
        }}
        onClick={(event) => {
          // Let the browser handle opening in a new tab or window.
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          ) {
            opened.current = true;
            return;
          }
          event.preventDefault();
          open(url);
        }}
      >
        <span className={styles.hitTitle}>
          {title}
          {section && <span className={styles.hitSection}>{section}</span>}
        </span>
        <span className={styles.excerpt}>
          <Excerpt excerpt={excerpt} />
        </span>
      </a>
    );
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}
      >
        <form
          className={styles.searchForm}
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <input
            ref={input}
            className={styles.input}
            type="search"
            placeholder="Search the docs"
            aria-label="Search the docs"
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label="Esc: close search"
          >
            Esc
          </button>
        </form>
        <div className={styles.body}>
          {query.trim() === '' && recent.length > 0 && (
            <section aria-label="Recent searches" data-search-recent>
              <h2 className={styles.groupTitle}>Recent searches</h2>
              <ul className={statesStyles.suggestions}>
                {recent.map((old) => (
                  <li key={old}>
                    <button type="button" onClick={() => setQuery(old)}>
                      {old}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {question !== null ? (
            <AskAiPanel
              // A new question starts a new conversation.
              key={question}
              question={question}
              context={context}
              settings={settings}
              onNewQuestion={() => {
                setQuestion(null);
                setQuery('');
                input.current?.focus();
              }}
            />
          ) : (
            query.trim() !== '' && (
              <button
                type="button"
                className={styles.askAiEntry}
                data-ask-ai-entry
                onClick={() => {
                  setQuestion(query.trim());
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">✦</span> Ask AI: <strong>{query.trim()}</strong>
              </button>
            )
          )}
          {question === null && (
            <StateView
              state={state}
              query={query.trim()}
              settings={settings}
              onSuggest={setQuery}
              onAskAi={() => {
                setQuestion(query.trim());
                input.current?.focus();
              }}
            />
          )}
          {question === null && state.status === 'done' && state.correctedQuery && !exact && (
            <CorrectedQuery
              corrected={state.correctedQuery}
              typed={query.trim()}
              onSearchTyped={() => {
                setExactQuery(query.trim());
                input.current?.focus();
              }}
            />
          )}
          <div
            id={listId}
            role="listbox"
            aria-label="Search results"
            data-search-results
            hidden={question !== null}
          >
            {/* Best first: grouping by section would put a Guide page above the class page typed by name. */}
            {hits.map((hit) => (
              <div key={hit.url} className={styles.hit} data-search-section={hit.section}>
                {renderResult(hit)}
                {hit.sections.map((section) => (
                  <div key={section.url} className={styles.subHit}>
                    {renderResult(section)}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
        <footer className={styles.footer}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
          </span>
          {query.trim() !== '' && (
            <Link
              to={`${settings.searchPagePath}?q=${encodeURIComponent(query.trim())}`}
              onClick={onClose}
            >
              See all results
            </Link>
          )}
        </footer>
      </div>
    </div>,
    document.body,
  );
}
