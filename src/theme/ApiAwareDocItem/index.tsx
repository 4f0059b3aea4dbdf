// Why this component exists: docusaurus-theme-openapi-docs renders REST API
// pages through its ApiItem, which bundles request builders for every code
// sample language. Installed as the item component of the whole docs
// instance, it made every guide page download about 2 MB of that code. This
// component keeps ordinary pages on the classic DocItem and loads ApiItem
// only on pages generated from an operation or schema of the OpenAPI file.
// The server waits for the lazy component, so API pages are still fully
// prerendered; in the browser, hydration of that part waits for the chunk.
import {lazy, Suspense, type ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import {isApiReferencePage} from './isApiReferencePage';

const ApiItem = lazy(() => import('@theme/ApiItem'));

export default function ApiAwareDocItem(props: Props): ReactNode {
  if (!isApiReferencePage(props.content.frontMatter)) {
    return <DocItem {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <ApiItem {...props} />
    </Suspense>
  );
}
