// The search modal's code is fetched on first open. While it arrives, the
// theme's Loading component holds the modal's place (a spinner after 200 ms);
// if it cannot arrive, Loading shows the error with a Retry button that fetches
// it again. Once loaded, a theme error boundary catches a crash of the modal
// and shows its message with Try again, instead of taking the page down.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import Loading from '@theme/Loading';
import {loadOnce, type OnceLoader} from '../../../../site/loadOnce';
import styles from './styles.module.css';

type SearchModalProps = {onClose: () => void};

/** Matches react-loadable's default, so a fast load never flashes a spinner. */
const SPINNER_DELAY_MS = 200;

const searchModal: OnceLoader<ComponentType<SearchModalProps>> = loadOnce(
  async () => (await import('../SearchModal')).default,
);

type LoadState =
  | {status: 'loading'}
  | {status: 'loaded'; SearchModal: ComponentType<SearchModalProps>}
  | {status: 'failed'; error: unknown};

/** The modal's frame while its code loads or after it failed: closes like the modal. */
function Placeholder({onClose, children}: SearchModalProps & {children: ReactNode}): ReactNode {
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [onClose]);
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className={styles.placeholder}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        data-search-placeholder
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Loads the search modal and renders it, with the theme's loading and error screens. */
export default function SearchModalLoader({onClose}: SearchModalProps): ReactNode {
  const [state, setState] = useState<LoadState>(() => {
    const SearchModal = searchModal.loaded();
    return SearchModal ? {status: 'loaded', SearchModal} : {status: 'loading'};
  });
  const [pastDelay, setPastDelay] = useState(false);
  const loading = state.status === 'loading';

  // Runs again when Retry puts the state back to loading.
  useEffect(() => {
    if (!loading) {
      return undefined;
    }
    let mounted = true;
    const spinner = setTimeout(() => setPastDelay(true), SPINNER_DELAY_MS);
    searchModal.load().then(
      (SearchModal) => mounted && setState({status: 'loaded', SearchModal}),
      (error: unknown) => mounted && setState({status: 'failed', error}),
    );
    return () => {
      mounted = false;
      clearTimeout(spinner);
    };
  }, [loading]);

  if (state.status === 'loaded') {
    return (
      <ErrorBoundary
        fallback={(params) => (
          <Placeholder onClose={onClose}>
            <ErrorBoundaryErrorMessageFallback {...params} />
          </Placeholder>
        )}
      >
        <state.SearchModal onClose={onClose} />
      </ErrorBoundary>
    );
  }
  return (
    <Placeholder onClose={onClose}>
      <Loading
        isLoading={loading}
        pastDelay={pastDelay}
        timedOut={false}
        error={state.status === 'failed' ? state.error : null}
        retry={() => setState({status: 'loading'})}
      />
    </Placeholder>
  );
}
