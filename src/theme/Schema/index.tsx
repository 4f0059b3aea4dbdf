// Why this wrapper exists: generated API pages import this component from
// their MDX, which would put the OpenAPI theme's renderers (react-markdown,
// schema walkers) into every API page's route chunk and so into what it loads
// before it is interactive. Loaded lazily, they arrive after hydration; the
// page shows its prerendered HTML until then (see ApiAwareDocItem).
import {lazy, type ComponentProps, type ReactNode} from 'react';
import type Original from '@theme-original/Schema';

const LazySchema = lazy(() => import('@theme-original/Schema'));

export default function Schema(props: ComponentProps<typeof Original>): ReactNode {
  return <LazySchema {...props} />;
}
