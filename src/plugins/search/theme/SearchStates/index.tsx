// What the modal, the search page and Ask AI's sources show the same way: an
// excerpt, the line that names a corrected query, the no-results state, and
// the states where search cannot answer at all.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {excerptSegments} from '../../engine/excerptSegments';
import type {PopularPage} from '../../shared/searchSettings';
import styles from './styles.module.css';

/** Plain-text excerpt with its matches highlighted and its code monospaced; never HTML. */
export function Excerpt({excerpt}: {excerpt: string}): ReactNode {
  return (
    <>
      {excerptSegments(excerpt).map((segment, index) => {
        const text = segment.marked ? <mark>{segment.text}</mark> : segment.text;
        return segment.code ? (
          <code key={index} className={styles.excerptCode}>
            {text}
          </code>
        ) : (
          <span key={index}>{text}</span>
        );
      })}
    </>
  );
}

/** "1 page found", "3 pages found". */
function pagesFound(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'} found`;
}

/**
 * What a search found, said to screen readers as it changes: the number of
 * pages, or that nothing matched. The region is rendered empty from the start,
 * since many screen readers do not read a live region added with its text,
 * and stays empty while a query runs, so that typing is not read out.
 */
export function ResultCountStatus({
  count,
  query,
}: {
  /** Pages found for `query`, or undefined while no result answers it. */
  count: number | undefined;
  query: string;
}): ReactNode {
  const text =
    count === undefined ? '' : count === 0 ? `No results found for "${query}"` : pagesFound(count);
  return (
    <p
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-search-count
    >
      {text}
    </p>
  );
}

/** The number of pages found, for sighted readers; `ResultCountStatus` says it to the others. */
export function ResultCount({count}: {count: number}): ReactNode {
  return <p aria-hidden="true">{pagesFound(count)}</p>;
}

/** Searches offered when the engine has no closer suggestion: the main topics. */
const FALLBACK_SUGGESTIONS = ['livelink', 'camera controller', 'upload', 'session'];

/**
 * "Showing results for …" when the typo rules corrected the query, with a
 * button that searches for exactly what the reader typed.
 */
export function CorrectedQuery({
  corrected,
  typed,
  onSearchTyped,
}: {
  corrected: string;
  typed: string;
  onSearchTyped: () => void;
}): ReactNode {
  return (
    <p className={styles.corrected} data-search-corrected>
      Showing results for <strong>{corrected}</strong>.{' '}
      <button type="button" className={styles.linkButton} onClick={onSearchTyped}>
        Search instead for <span className={styles.typed}>{typed}</span>
      </button>
    </p>
  );
}

/** The address of a new issue reporting that `query` found nothing. */
function reportAddress(issuesUrl: string, query: string): string {
  const title = encodeURIComponent(`Search: no results for "${query}"`);
  const body = encodeURIComponent(
    `Searching for "${query}" returned no results. I expected to find:\n\n`,
  );
  return `${issuesUrl}?title=${title}&body=${body}`;
}

/**
 * The no-results state: what was searched, searches to try instead (the
 * engine's close words and phrases, else the main topics), the pages most
 * readers come for, a way to report the query, and, where offered, a way to
 * ask the question to Ask AI instead.
 */
export function NoResults({
  query,
  issuesUrl,
  suggestions,
  popularPages,
  onSuggest,
  onAskAi,
}: {
  query: string;
  issuesUrl: string;
  suggestions?: readonly string[];
  popularPages: readonly PopularPage[];
  onSuggest: (query: string) => void;
  onAskAi?: () => void;
}): ReactNode {
  const tries = suggestions && suggestions.length > 0 ? suggestions : FALLBACK_SUGGESTIONS;
  return (
    <div className={styles.state} data-search-state="empty">
      <p className={styles.stateTitle}>
        No results found for "<strong>{query}</strong>"
      </p>
      <p className={styles.label}>Try searching for</p>
      <ul className={styles.suggestions} data-search-suggestions>
        {tries.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" onClick={() => onSuggest(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      {popularPages.length > 0 && (
        <>
          <p className={styles.label}>Or start from a popular page</p>
          <ul className={styles.popular} data-search-popular>
            {popularPages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {onAskAi && (
        <p>
          <button type="button" className={styles.linkButton} onClick={onAskAi} data-search-ask-ai>
            Ask AI about "{query}" instead
          </button>
        </p>
      )}
      <p>
        Believe this query should return results?{' '}
        <a href={reportAddress(issuesUrl, query)} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  );
}

/**
 * What the modal and the search page say when search cannot answer: the
 * index could not be fetched, or there is none yet (a development server
 * before the first build).
 */
export function SearchUnavailable({status}: {status: 'error' | 'missing-index'}): ReactNode {
  return status === 'error' ? (
    <div className={styles.state} data-search-state="error" role="alert">
      <p className={styles.stateTitle}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  ) : (
    <div className={styles.state} data-search-state="missing-index" role="status">
      <p className={styles.stateTitle}>No search index yet</p>
      <p>
        The search index is written by a production build. Run <code>npm run build</code> once;{' '}
        <code>npm start</code> then serves the last build's index.
      </p>
    </div>
  );
}
