import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {twinPath} from './aiLinks';
import UseWithAi from './UseWithAi';
import {useCopyStatus, type CopyStatus} from '../../site/useCopyStatus';
import styles from './styles.module.css';

const LABELS: Record<CopyStatus, string> = {
  idle: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
};

/**
 * The page's toolbar for readers who work with AI: "Copy page" copies the
 * page as Markdown (the twin the build writes at the page's URL with `.md`
 * appended), and "Use with AI" opens that twin, a chat about it, or the
 * docs MCP server's install links.
 */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const {status, copy: copyWith} = useCopyStatus();
  const markdownUrl = twinPath(pathname);

  const copy = () =>
    copyWith(async () => {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
    }, 'Copy page failed');

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
      <UseWithAi pathname={pathname} />
    </div>
  );
}
