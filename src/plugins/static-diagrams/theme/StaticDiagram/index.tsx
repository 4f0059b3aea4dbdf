import React, {useEffect, useRef, useState, type ReactNode} from 'react';

/**
 * A diagram's markup (SVG for both colour modes): the markup itself when
 * rendered on the server, a loader of it in the browser.
 */
export type DiagramMarkup = string | (() => Promise<{default: string}>);

/**
 * A diagram drawn at build time. Its SVG reaches the reader in the page's
 * HTML only: while React hydrates, the element's inner HTML is left as the
 * server wrote it (React does not rewrite `dangerouslySetInnerHTML` when
 * hydrating, and only compares it in development, which
 * `suppressHydrationWarning` silences). A page reached by client-side
 * navigation has no server HTML, so the diagram loads its markup then.
 * tests/e2e/static-diagrams.test.ts checks both paths, and a markup that cannot
 * be fetched, which says so with a way to try again instead of leaving an
 * empty space. A diagram too wide for
 * the column keeps its text readable and scrolls sideways (see
 * diagramReadability.ts).
 */
export default function StaticDiagram({
  markup,
  scrolls = false,
}: {
  markup: DiagramMarkup;
  /** Wider than a phone's column at a readable size: it scrolls sideways there, so it takes keyboard focus. */
  scrolls?: boolean;
}): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState(typeof markup === 'string' ? markup : '');
  // The markup could not be fetched (a network failure, or a deploy that replaced it); each
  // "Try again" is a new attempt, which runs the effect again.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof markup === 'string' || element.current?.hasChildNodes()) return;
    let current = true;
    markup().then(
      (loaded) => current && setHtml(loaded.default),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [markup, attempt]);
  if (failed) {
    return (
      <p className="static-diagram" role="alert">
        This diagram could not be loaded.{' '}
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setFailed(false);
            setAttempt(attempt + 1);
          }}
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <div
      ref={element}
      className="static-diagram"
      {...(scrolls ? {tabIndex: 0, role: 'group', 'aria-label': 'Diagram, scrolls sideways'} : {})}
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}
