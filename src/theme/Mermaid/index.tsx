// Why this wrapper exists: a diagram needs the Mermaid library, which is
// fetched only when a page has a diagram. The original component shows nothing
// while that library loads and cannot recover if it fails to arrive; here the
// theme's Loading component holds the diagram's place with a spinner, and on
// failure shows the error with a Retry button that fetches it again.
import type {ComponentType, ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import type {Props} from '@theme/Mermaid';

const MermaidWhenLoaded = Loadable({
  loader: async (): Promise<ComponentType<Props>> => {
    // Same module the original component loads later, so it is fetched once.
    await import('mermaid');
    return (await import('@theme-original/Mermaid')).default as ComponentType<Props>;
  },
  loading: Loading,
  delay: 200,
});

export default function MermaidWrapper(props: Props): ReactNode {
  return <MermaidWhenLoaded {...props} />;
}
