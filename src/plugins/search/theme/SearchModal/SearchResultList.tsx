import type {ReactNode} from 'react';
import type {PageHit} from '../../engine/pageHits';
import {Excerpt} from '../SearchStates';
import styles from './styles.module.css';

/** What a result link needs from the list around it. */
type ResultLinkContext = {
  listId: string;
  positionOf: ReadonlyMap<string, number>;
  activeIndex: number;
  /** The pointer is over the result at this position. */
  onPoint: (index: number, url: string) => void;
  /** The reader opens a result here, as a single-page navigation. */
  onOpen: (url: string) => void;
  /** The reader opens a result in a new tab or window, which the browser handles. */
  onOpenElsewhere: () => void;
};

/**
 * One result, page or heading. A plain anchor, not <Link>: a Link prefetches
 * its page as soon as it is visible, so every query would download the
 * chunks of every result listed. A result's page is preloaded when it is
 * pointed at or selected instead.
 */
function ResultLink({
  result: {url, title, excerpt, section},
  context: {listId, positionOf, activeIndex, onPoint, onOpen, onOpenElsewhere},
}: {
  result: {url: string; title: string; excerpt: string; section?: string};
  context: ResultLinkContext;
}): ReactNode {
  const index = positionOf.get(url) ?? -1;
  return (
    <a
      id={`${listId}-${index}`}
      href={url}
      className={styles.hitLink}
      role="option"
      aria-selected={index === activeIndex}
      data-active={index === activeIndex || undefined}
      onMouseEnter={() => onPoint(index, url)}
      onClick={(event) => {
        // Let the browser handle opening in a new tab or window.
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          onOpenElsewhere();
          return;
        }
        event.preventDefault();
        onOpen(url);
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
}

/**
 * The results as a listbox: each page, best first, with its matching
 * headings under it. While the shown results answer an earlier query, the
 * list is busy (`aria-busy`); once they answer the current one, it names
 * that query (`data-search-answers`), so that a test reads them once they
 * are final rather than polling on a deadline.
 */
export function SearchResultList({
  hits,
  hidden,
  busy,
  answers,
  ...context
}: ResultLinkContext & {
  hits: readonly PageHit[];
  hidden: boolean;
  /** A query is running whose results are not shown yet. */
  busy: boolean;
  /** The query the shown results answer, once they answer the current one. */
  answers: string | undefined;
}): ReactNode {
  return (
    <div
      id={context.listId}
      role="listbox"
      aria-label="Search results"
      aria-busy={busy || undefined}
      data-search-results
      data-search-answers={answers}
      hidden={hidden}
    >
      {/* Best first: grouping by section would put a Guide page above the class page typed by name. */}
      {hits.map((hit) => (
        <div key={hit.url} className={styles.hit} data-search-section={hit.section}>
          <ResultLink result={hit} context={context} />
          {hit.sections.map((section) => (
            <div key={section.url} className={styles.subHit}>
              <ResultLink result={section} context={context} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
