import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const LABELS: Record<Status, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/**
 * Copies the page as Markdown: the twin the build writes at the page's URL
 * with `.md` appended, which the link beside the button also opens.
 */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const markdownUrl = pathname === '/' ? '/index.md' : `${pathname.replace(/\/$/, '')}.md`;

  async function copy() {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch (error) {
      console.error('Copy page failed', error);
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), 2000);
  }

  return (
    <div className={styles.copyPage} data-copy-page>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => void copy()}
        aria-live="polite"
      >
        {LABELS[status]}
      </button>
      <a href={markdownUrl} className={styles.markdownLink}>
        Markdown
      </a>
    </div>
  );
}
