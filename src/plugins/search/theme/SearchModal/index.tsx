import {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {browserLocalStorage, readRecentSearches, rememberSearch} from '../../client/recentSearches';
import {reportSearchFailure} from '../../client/reportSearchFailure';
import {onPageLeftWithSearchOpen} from '../../client/searchShortcuts';
import {useSearchEngine} from '../../client/useSearchEngine';
import {useSearchSettings} from '../../client/useSearchSettings';
import {MODAL_RESULTS} from '../../engine/resultLimits';
import {CorrectedQuery, ResultCountStatus} from '../SearchStates';
import AskAiPanel from './AskAiPanel';
import {AskAiEntry} from './AskAiEntry';
import {handleModalKeyDown} from './handleModalKeyDown';
import {RecentSearches} from './RecentSearches';
import {SearchField} from './SearchField';
import {SearchModalFooter} from './SearchModalFooter';
import {SearchResultList} from './SearchResultList';
import {SearchStateView} from './SearchStateView';
import {useEscapeKey} from './useEscapeKey';
import {useModalOpening} from './useModalOpening';
import {useResultNavigation} from './useResultNavigation';
import styles from './styles.module.css';

/**
 * The search dialog: keyword search over the site's index, results best
 * first with their matching headings, keyboard navigation, recent searches,
 * Ask AI, and a state for a failed fetch, a missing index and a query that
 * found nothing.
 */
export default function SearchModal({onClose}: {onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const settings = useSearchSettings();
  const context = useContextualSearchFilters();
  const [query, setQuery] = useState('');
  const {input, focusInput} = useModalOpening(setQuery);
  const typed = query.trim();
  // The query the reader asked to search as typed, without corrections ("Search instead for").
  const [asTypedQuery, setAsTypedQuery] = useState<string | null>(null);
  const asTyped = asTypedQuery !== null && asTypedQuery === typed;
  // Ask AI turns the query into a question; null while in keyword mode.
  const [question, setQuestion] = useState<string | null>(null);
  // The modal only ever renders in the browser, after a click or a shortcut.
  const [recent] = useState(() => readRecentSearches(browserLocalStorage()));
  const state = useSearchEngine(query, context, settings, MODAL_RESULTS, asTyped);
  const listId = useId();
  // Whether the reader opened a result (here or in a new tab), for the search report.
  const opened = useRef(false);

  const hits = useMemo(() => (state.status === 'done' ? state.hits : []), [state]);
  // Results that answer the query in the field, and that the reader can see.
  const answered = question === null && state.status === 'done' && !state.stale;
  const {items, activeIndex, setActiveIndex, positionOf} = useResultNavigation(hits);
  // In Ask AI the results are hidden: the keys must not move through them or open one.
  const keyItems = question === null ? items : [];
  // Every way out of the modal but "See all results" goes through here, so
  // that a search which failed its reader can be reported (when reports are on).
  const close = useCallback(() => {
    void reportSearchFailure(settings, {
      query,
      // Results kept on screen from an earlier query say nothing of this one.
      answered: state.status === 'done' && !state.stale,
      hits: hits.length,
      opened: opened.current,
    });
    onClose();
  }, [settings, query, state, hits.length, onClose]);
  useEffect(() => onPageLeftWithSearchOpen(close), [close]);
  const leaveAskAi = useCallback(() => {
    setQuestion(null);
    focusInput();
  }, [focusInput]);
  useEscapeKey(question !== null, leaveAskAi, close);

  const open = useCallback(
    (url: string) => {
      rememberSearch(browserLocalStorage(), query);
      opened.current = true;
      close();
      history.push(url);
    },
    [history, close, query],
  );
  const askAi = () => {
    setQuestion(typed);
    focusInput();
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
        onKeyDown={(event) =>
          handleModalKeyDown(event, {
            items: keyItems,
            activeIndex,
            setActiveIndex,
            dialog: dialog.current,
            input: input.current,
            open,
            // The field holds the question in Ask AI: Enter asks it, once edited.
            enterWithoutResult:
              question !== null && typed !== '' && typed !== question ? askAi : undefined,
          })
        }
      >
        <SearchField
          inputRef={input}
          listId={listId}
          activeId={keyItems[activeIndex] ? `${listId}-${activeIndex}` : undefined}
          expanded={answered && hits.length > 0}
          query={query}
          onQueryChange={setQuery}
          onClose={close}
        />
        <div className={styles.body}>
          {typed === '' && recent.length > 0 && (
            <RecentSearches searches={recent} onPick={setQuery} />
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
                focusInput();
              }}
            />
          ) : (
            typed !== '' && <AskAiEntry query={typed} onAsk={askAi} />
          )}
          {question === null && (
            <SearchStateView
              state={state}
              settings={settings}
              onSuggest={setQuery}
              onAskAi={askAi}
            />
          )}
          {question === null && state.status === 'done' && state.correctedQuery && !asTyped && (
            <CorrectedQuery
              corrected={state.correctedQuery}
              typed={state.query}
              onSearchTyped={() => {
                setAsTypedQuery(state.query);
                focusInput();
              }}
            />
          )}
          <ResultCountStatus count={answered ? hits.length : undefined} query={typed} />
          <SearchResultList
            listId={listId}
            hits={hits}
            hidden={question !== null}
            busy={state.status === 'loading' || (state.status === 'done' && state.stale === true)}
            answers={state.status === 'done' && !state.stale ? typed : undefined}
            positionOf={positionOf}
            activeIndex={activeIndex}
            onPoint={(index, url) => {
              setActiveIndex(index);
              void window.docusaurus.preload(url);
            }}
            onOpen={open}
            onOpenElsewhere={() => {
              opened.current = true;
            }}
          />
        </div>
        <SearchModalFooter
          query={typed}
          searchPagePath={settings.searchPagePath}
          onLeave={onClose}
        />
      </div>
    </div>,
    document.body,
  );
}
