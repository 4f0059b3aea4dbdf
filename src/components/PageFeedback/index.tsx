import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useSearchSettings} from '@site/src/plugins/search/client/useSearchSettings';
import styles from './styles.module.css';

type Loaded = {Panel: ComponentType<{endpoint: string}>; endpoint: string};

/**
 * "Was this page helpful?" at the end of a page. It shows only when the
 * server takes answers, and learns that once the reader scrolls near it:
 * only then are the settings read and the panel's code loaded, so a page
 * carries almost nothing of it on first load. Give it the page's path as
 * its `key`, so that a new page asks again.
 */
export default function PageFeedback(): ReactNode {
  const built = useSearchSettings();
  const anchor = useRef<HTMLDivElement>(null);
  // Null until the settings are read, then the panel or 'off'; 'failed' when its code could not be
  // fetched. The attribute below tells a widget still asking apart from one the server takes no
  // answers for.
  const [loaded, setLoaded] = useState<Loaded | 'off' | 'failed' | null>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    let current = true;
    let loading = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (loading || !entries.some((entry) => entry.isIntersecting)) return;
        loading = true;
        import('./FeedbackPanel')
          .then(async (panel) => {
            const endpoint = await panel.feedbackEndpoint(built);
            observer.disconnect();
            if (current) setLoaded(endpoint ? {Panel: panel.default, endpoint} : 'off');
          })
          .catch(() => {
            // A network failure, or a deploy that replaced the code: the widget stays out of the
            // way, and the reader's next approach to the end of the page tries again.
            loading = false;
            if (current) setLoaded('failed');
          });
      },
      {rootMargin: '400px'},
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [built]);

  return (
    <div
      ref={anchor}
      className={styles.feedback}
      data-page-feedback={loaded === null ? 'asking' : typeof loaded === 'string' ? loaded : 'on'}
    >
      {loaded !== null && typeof loaded !== 'string' && <loaded.Panel endpoint={loaded.endpoint} />}
    </div>
  );
}
