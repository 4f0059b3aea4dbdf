import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chatGptUrl, chatPrompt, claudeUrl, twinPath, twinUrl} from './aiLinks';
import styles from './styles.module.css';

/**
 * "Use with AI": a disclosure button and the links it shows, the page's
 * Markdown twin, a new ChatGPT or Claude chat about it, and, when the
 * server runs the docs MCP server, ways to add that server to an editor.
 * The links are plain links: nothing loads from those sites until the
 * reader follows one. The MCP part, and the settings that say whether the
 * server runs one, load the first time the menu opens, never before.
 */
export default function UseWithAi({pathname}: {pathname: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  // The MCP part of the menu, loaded with its first opening (see McpConnect).
  const [McpGroup, setMcpGroup] = useState<ComponentType<{menuId: string}> | null>(null);
  // Its code could not be fetched at the last opening; the next one tries again.
  const [mcpFailed, setMcpFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open || McpGroup) return;
    let current = true;
    import('./McpConnect').then(
      (module) => current && setMcpGroup(() => module.default),
      // A network failure, or a deploy that replaced the code: the menu keeps its other links.
      () => current && setMcpFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, McpGroup]);

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

  const prompt = chatPrompt(twinUrl(siteConfig.url, pathname));
  const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

  return (
    <div ref={root} className={styles.useWithAi} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className="button button--sm button--secondary"
        aria-expanded={open}
        // Only while the menu exists: a reference to a missing element helps nobody.
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          // An opening after a failed one tries again (the effect above).
          if (!open) setMcpFailed(false);
          setOpen(!open);
        }}
      >
        Use with AI
        <span aria-hidden="true" className={styles.caret} />
      </button>
      {open && (
        <div
          id={menuId}
          className={styles.menu}
          data-use-with-ai
          data-mcp-group={McpGroup ? 'loaded' : mcpFailed ? 'failed' : 'loading'}
        >
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
          {McpGroup && <McpGroup menuId={menuId} />}
        </div>
      )}
    </div>
  );
}
