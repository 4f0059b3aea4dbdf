import {useId, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadOnce} from '@site/src/site/loadOnce';
import {useSearchSettings} from '@site/src/plugins/search/client/useSearchSettings';
import {resolveEngineSettings} from '@site/src/plugins/search/shared/publishedSettings';
import {consoleDataPath} from '@site/src/site/restApi/consoleDataPath';
import type {ConsoleOperation} from '@site/src/site/restApi/consoleTypes';
import type {ConsolePanelProps} from './panel/ConsolePanel';
import styles from './index.module.css';

/** The console's code, fetched the first time a reader opens a console, then shared by every page. */
const consolePanel = loadOnce(async () => (await import('./panel/ConsolePanel')).default);

type State =
  | {status: 'closed' | 'loading' | 'off' | 'failed'}
  | {status: 'ready'; Panel: ComponentType<ConsolePanelProps>; props: ConsolePanelProps};

async function fetchOperation(url: string): Promise<ConsoleOperation> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ConsoleOperation;
}

/**
 * "Try it" under an operation's endpoint line. The page carries only this
 * button: opening it fetches the console's code, the operation's console
 * file and the site's run-time settings (which servers it may call), and
 * nothing is sent to the API until the reader presses Send.
 */
export default function ApiConsole({operation}: {operation: string}): ReactNode {
  const built = useSearchSettings();
  const dataUrl = useBaseUrl(consoleDataPath(operation));
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({status: 'closed'});
  if (!built.apiConsole) return null;

  async function load() {
    setState({status: 'loading'});
    try {
      const [Panel, data, settings] = await Promise.all([
        consolePanel.load(),
        fetchOperation(dataUrl),
        resolveEngineSettings(built),
      ]);
      setState(
        settings.apiConsole
          ? {status: 'ready', Panel, props: {operation: data, servers: settings.apiConsole.servers}}
          : {status: 'off'},
      );
    } catch {
      setState({status: 'failed'});
    }
  }

  function toggle() {
    setOpen(!open);
    if (!open && (state.status === 'closed' || state.status === 'failed')) void load();
  }

  return (
    <div className={styles.console} data-api-console data-search-ignore>
      <button
        type="button"
        className="button button--sm button--primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Try it
      </button>
      <div id={panelId} hidden={!open}>
        {state.status === 'loading' && (
          <p role="status" className={styles.state}>
            Loading the console…
          </p>
        )}
        {state.status === 'off' && (
          <p className={styles.state}>The API console is switched off on this site.</p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className={styles.state}>
            The console could not be loaded. Check your connection, then close and open it again.
          </p>
        )}
        {state.status === 'ready' && (
          <ErrorBoundary
            fallback={() => (
              <p role="alert" className={styles.state}>
                The console stopped working. Reload the page to start it again.
              </p>
            )}
          >
            <state.Panel {...state.props} />
          </ErrorBoundary>
        )}
      </div>
    </div>
  );
}
