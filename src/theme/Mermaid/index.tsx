// Why this wrapper exists: a diagram needs the Mermaid library, which is
// fetched only when a page has a diagram. The original component shows nothing
// while that library loads and cannot recover if it fails to arrive; here the
// theme's Loading component holds the diagram's place with a spinner, and on
// failure shows the error with a Retry button that fetches it again.
// The load starts from an effect, not through react-loadable: react-loadable
// drops a load that settles before its component has mounted, which under
// React 19's hydration left about one diagram in five blank for good.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Loading from '@theme/Loading';
import type {Props} from '@theme/Mermaid';
import {loadOnce, type OnceLoader} from './loadOnce';

/** Matches react-loadable's default, so a fast load never flashes a spinner. */
const SPINNER_DELAY_MS = 200;

const originalMermaid: OnceLoader<ComponentType<Props>> = loadOnce(async () => {
  // Same module the original component loads later, so it is fetched once.
  await import('mermaid');
  return (await import('@theme-original/Mermaid')).default as ComponentType<Props>;
});

type LoadState =
  | {status: 'loading'}
  | {status: 'loaded'; Original: ComponentType<Props>}
  | {status: 'failed'; error: unknown};

export default function MermaidWrapper(props: Props): ReactNode {
  const [state, setState] = useState<LoadState>(() => {
    const Original = originalMermaid.loaded();
    return Original ? {status: 'loaded', Original} : {status: 'loading'};
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
    originalMermaid.load().then(
      (Original) => mounted && setState({status: 'loaded', Original}),
      (error: unknown) => mounted && setState({status: 'failed', error}),
    );
    return () => {
      mounted = false;
      clearTimeout(spinner);
    };
  }, [loading]);

  if (state.status === 'loaded') {
    return <state.Original {...props} />;
  }
  return (
    <Loading
      isLoading={loading}
      pastDelay={pastDelay}
      timedOut={false}
      error={state.status === 'failed' ? state.error : null}
      retry={() => setState({status: 'loading'})}
    />
  );
}
