import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {resolveEngineSettings} from '@site/src/plugins/search/shared/publishedSettings';
import {useSearchSettings} from '@site/src/plugins/search/client/useSearchSettings';
import {chatGptUrl, chatPrompt, claudeUrl, twinPath, twinUrl} from './aiLinks';
import {
  claudeCodeCommand,
  cursorInstallUrl,
  MCP_SERVER_NAME,
  mcpServerUrl,
  vsCodeInstallUrl,
} from './mcpLinks';
import styles from './styles.module.css';

type CopyStatus = 'idle' | 'copied' | 'failed';

const COPY_LABELS: Record<CopyStatus, string> = {idle: 'Copy', copied: 'Copied', failed: 'Failed'};

/**
 * "Use with AI": a disclosure button and the links it shows, the page's
 * Markdown twin, a new ChatGPT or Claude chat about it, and, when the
 * server runs the docs MCP server, ways to add that server to an editor.
 * The links are plain links: nothing loads from those sites until the
 * reader follows one. Whether the MCP server is on is read from the
 * published search settings the first time the menu opens, never before.
 */
export default function UseWithAi({pathname}: {pathname: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const built = useSearchSettings();
  const [open, setOpen] = useState(false);
  // undefined until the settings are read; null when no MCP server is announced.
  const [mcpUrl, setMcpUrl] = useState<string | null | undefined>(undefined);
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open || mcpUrl !== undefined) return;
    let current = true;
    void resolveEngineSettings(built).then(({mcp}) => {
      if (current) setMcpUrl(mcp ? mcpServerUrl(mcp.endpoint, window.location.origin) : null);
    });
    return () => {
      current = false;
    };
  }, [open, mcpUrl, built]);

  // A click or focus anywhere else closes the menu, as a native popup would.
  useEffect(() => {
    if (!open) return;
    const closeFromOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeFromOutside);
    document.addEventListener('focusin', closeFromOutside);
    return () => {
      document.removeEventListener('pointerdown', closeFromOutside);
      document.removeEventListener('focusin', closeFromOutside);
    };
  }, [open]);

  // The links leave the menu open: removing a link while it is being
  // followed would cancel the navigation.
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  }

  async function copyCommand(command: string) {
    try {
      await navigator.clipboard.writeText(command);
      setCopyStatus('copied');
    } catch (error) {
      console.error('Copying the Claude Code command failed', error);
      setCopyStatus('failed');
    }
    window.setTimeout(() => setCopyStatus('idle'), 2000);
  }

  const prompt = chatPrompt(twinUrl(siteConfig.url, pathname));
  const newTab = <span className={styles.visuallyHidden}> (opens in a new tab)</span>;
  const command = mcpUrl ? claudeCodeCommand(MCP_SERVER_NAME, mcpUrl) : '';

  return (
    <div ref={root} className={styles.useWithAi} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className="button button--sm button--secondary"
        aria-expanded={open}
        // Only while the menu exists: a reference to a missing element helps nobody.
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        Use with AI
        <span aria-hidden="true" className={styles.caret} />
      </button>
      {open && (
        <div id={menuId} className={styles.menu} data-use-with-ai>
          <ul className={styles.items}>
            <li>
              <a href={twinPath(pathname)}>View as Markdown</a>
            </li>
            <li>
              <a href={chatGptUrl(prompt)} target="_blank" rel="noopener noreferrer">
                Open in ChatGPT{newTab}
              </a>
            </li>
            <li>
              <a href={claudeUrl(prompt)} target="_blank" rel="noopener noreferrer">
                Open in Claude{newTab}
              </a>
            </li>
          </ul>
          {mcpUrl && (
            <div role="group" aria-labelledby={`${menuId}-mcp`} className={styles.mcp}>
              <p id={`${menuId}-mcp`} className={styles.groupLabel}>
                Connect the docs MCP server
              </p>
              <ul className={styles.items}>
                <li>
                  <a href={cursorInstallUrl(MCP_SERVER_NAME, mcpUrl)}>Add to Cursor</a>
                </li>
                <li>
                  <a href={vsCodeInstallUrl(MCP_SERVER_NAME, mcpUrl)}>Add to VS Code</a>
                </li>
              </ul>
              <p className={styles.commandLabel}>Claude Code</p>
              <div className={styles.command}>
                <code>{command}</code>
                <button
                  type="button"
                  className="button button--sm button--secondary"
                  aria-label={`${COPY_LABELS[copyStatus]} the Claude Code command`}
                  aria-live="polite"
                  onClick={() => void copyCommand(command)}
                >
                  {COPY_LABELS[copyStatus]}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
