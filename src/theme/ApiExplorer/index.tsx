// Why this wrapper exists: the API explorer panel (request builder and code
// samples in curl, JavaScript and Python) runs postman-collection and
// postman-code-generators, over a megabyte of JavaScript. The theme already
// renders the panel in the browser only, behind a skeleton; loading it lazily
// keeps that code out of what an API page needs before it is interactive.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import type OriginalApiExplorer from '@theme-original/ApiExplorer';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

export default function LazyApiExplorer(
  props: ComponentProps<typeof OriginalApiExplorer>,
): ReactNode {
  return (
    <Suspense fallback={<SkeletonLoader size="lg" />}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
