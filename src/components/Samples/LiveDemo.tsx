import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './SampleCard.module.css';

/** How long the frame may take to report that it loaded before the fallback shows. */
const demoTimeoutMs = 15_000;

type DemoStatus = 'loading' | 'loaded' | 'failed';

type LiveDemoProps = {
  /** Element id of the region, referenced by the button that opened it. */
  id: string;
  title: string;
  url: string;
  onClose: () => void;
};

/**
 * A sample's hosted demo in a frame, mounted only once the reader asks for
 * it, so the page itself never contacts the demo's site.
 *
 * A frame's `load` event fires even when its page fails (the browser loads
 * its own error page instead), so it cannot tell success from failure on
 * its own. Two more signals are used: a plain `no-cors` request to the same
 * address, which rejects when the site cannot be reached, and a timeout for
 * a site that never answers. Neither can see a site that answers but
 * refuses to be framed, which is why the new-tab link is always shown.
 */
export function LiveDemo({id, title, url, onClose}: LiveDemoProps): ReactNode {
  const [status, setStatus] = useState<DemoStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(false);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    region.current?.focus();
  }, []);

  useEffect(() => {
    loaded.current = false;
    const probe = new AbortController();
    const timer = window.setTimeout(() => {
      if (!loaded.current) {
        setStatus('failed');
      }
    }, demoTimeoutMs);
    fetch(url, {mode: 'no-cors', credentials: 'omit', signal: probe.signal}).catch(() => {
      if (!probe.signal.aborted) {
        setStatus('failed');
      }
    });
    return () => {
      window.clearTimeout(timer);
      probe.abort();
    };
  }, [url, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const host = new URL(url).host;

  return (
    <div
      id={id}
      ref={region}
      role="region"
      aria-label={`Live demo of ${title}`}
      tabIndex={-1}
      className={styles.demo}
      onKeyDown={closeOnEscape}
      data-demo-status={status}
    >
      <div className={styles.demoBar}>
        <p className={styles.demoStatus} aria-live="polite">
          {status === 'loading' && `Loading the demo from ${host}…`}
          {status === 'loaded' && `Live demo from ${host}`}
          {status === 'failed' && 'The demo could not be shown here'}
        </p>
        <Link href={url} className={styles.demoLink}>
          Open in a new tab
        </Link>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={onClose}
          aria-label={`Close the live demo of ${title}`}
        >
          Close
        </button>
      </div>
      {status === 'failed' ? (
        <div className={styles.demoFallback} role="alert">
          <p>
            The demo did not finish loading within {demoTimeoutMs / 1000} seconds, or its site could
            not be reached from your browser. Demos stream from a rendering session that can take a
            moment to start, and some sites refuse to be shown inside another page.
          </p>
          <div className={styles.demoFallbackActions}>
            <Link href={url} className="button button--primary">
              Open the demo in a new tab
            </Link>
            <button type="button" className="button button--secondary" onClick={retry}>
              Try again
            </button>
          </div>
        </div>
      ) : (
        <>
          <iframe
            key={attempt}
            src={url}
            title={`Live demo of ${title}`}
            className={styles.demoFrame}
            allow="fullscreen; xr-spatial-tracking; gamepad"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-pointer-lock"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => {
              loaded.current = true;
              setStatus((current) => (current === 'failed' ? current : 'loaded'));
            }}
          />
          <p className={styles.demoHint}>
            If the frame stays blank, the demo&rsquo;s site may not allow embedding: use{' '}
            <em>Open in a new tab</em> instead.
          </p>
        </>
      )}
    </div>
  );
}
