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
 * tests/e2e/static-diagrams.test.ts checks both paths. A diagram too wide for
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
  useEffect(() => {
    if (typeof markup === 'string' || element.current?.hasChildNodes()) return;
    let current = true;
    void markup().then((loaded) => {
      if (current) setHtml(loaded.default);
    });
    return () => {
      current = false;
    };
  }, [markup]);
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
