import {useEffect, useState, type ReactNode} from 'react';
import {useSearchSettings} from '@site/src/plugins/search/client/useSearchSettings';
import {resolveEngineSettings} from '@site/src/plugins/search/shared/publishedSettings';
import {
  claudeCodeCommand,
  cursorInstallUrl,
  MCP_SERVER_NAME,
  mcpServerUrl,
  vsCodeInstallUrl,
} from './mcpLinks';
import styles from './styles.module.css';
import {useCopyStatus, type CopyStatus} from '../../site/useCopyStatus';

const COPY_LABELS: Record<CopyStatus, string> = {idle: 'Copy', copied: 'Copied', failed: 'Failed'};

/** What the copy button says to a screen reader, a whole phrase for each state. */
const COPY_NAMES: Record<CopyStatus, string> = {
  idle: 'Copy the Claude Code command',
  copied: 'Copied the Claude Code command',
  failed: 'Could not copy the Claude Code command',
};

/**
 * The "Use with AI" menu's way to add the docs MCP server to an editor,
 * shown when the server announces one. Loaded with the menu's first
 * opening, with the settings reader, so neither weighs on the page.
 */
export default function McpConnect({menuId}: {menuId: string}): ReactNode {
  const built = useSearchSettings();
  // undefined until the settings are read; null when no MCP server is announced.
  const [mcpUrl, setMcpUrl] = useState<string | null | undefined>(undefined);
  const {status: copyStatus, copy} = useCopyStatus();

  useEffect(() => {
    let current = true;
    void resolveEngineSettings(built).then(({mcp}) => {
      if (current) setMcpUrl(mcp ? mcpServerUrl(mcp.endpoint, window.location.origin) : null);
    });
    return () => {
      current = false;
    };
  }, [built]);

  const copyCommand = (command: string) =>
    copy(() => navigator.clipboard.writeText(command), 'Copying the Claude Code command failed');

  if (!mcpUrl) return null;
  const command = claudeCodeCommand(MCP_SERVER_NAME, mcpUrl);
  return (
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
          aria-label={COPY_NAMES[copyStatus]}
          aria-live="polite"
          onClick={() => void copyCommand(command)}
        >
          {COPY_LABELS[copyStatus]}
        </button>
      </div>
    </div>
  );
}
