// Why this component exists: docusaurus-theme-openapi-docs renders REST API
// pages through its ApiItem. Installed as the item component of the whole
// docs instance, it made every guide page download its code; even on API
// pages, that code (a Redux store, react-markdown, schema renderers, about
// 190 KB gzipped) doubled what the page loaded before it was interactive.
// Ordinary pages stay on the classic DocItem. An API page is prerendered in
// full on the server; in the browser it keeps that HTML as it is while the
// rest of the page hydrates, then loads ApiItem when the browser is idle and
// swaps it in. Text, links and anchors work from the start; tabs and the
// request panel wake up when their code arrives.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import DocItem, {type Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import Loading from '@theme/Loading';
import {isApiReferencePage} from './isApiReferencePage';
import {loadApiPageModules} from './loadApiPageModules';
import {whenHydratedAndIdle} from './whenHydratedAndIdle';
import styles from './styles.module.css';

const ApiItem = lazy(() => import('@theme/ApiItem'));

/** Id of the element holding an API page's item, so its prerendered HTML can be found. */
const ITEM_ELEMENT_ID = 'api-reference-item';

function Prerendered({html}: {html: string}): ReactNode {
  return <div className={styles.island} dangerouslySetInnerHTML={{__html: html}} />;
}

function ApiReferenceItem(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // During hydration (in the browser, before the first effects) the server's
  // HTML for the item is still in the document; after a client-side
  // navigation there is none and the item renders as soon as its code loads.
  const [prerendered] = useState(() =>
    ExecutionEnvironment.canUseDOM && !isBrowser
      ? document.getElementById(ITEM_ELEMENT_ID)?.innerHTML
      : undefined,
  );
  const [interactive, setInteractive] = useState(prerendered === undefined);

  useEffect(() => {
    if (interactive) {
      return undefined;
    }
    let unmounted = false;
    const cancel = whenHydratedAndIdle(() => {
      loadApiPageModules().then(
        () => !unmounted && setInteractive(true),
        // The page stays readable as prerendered; only its widgets stay inert.
        (error: unknown) => console.warn('API page widgets could not be loaded', error),
      );
    });
    return () => {
      unmounted = true;
      cancel();
    };
  }, [interactive]);

  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <DocItemMetadata />
        {interactive ? (
          <div id={ITEM_ELEMENT_ID} className={styles.island}>
            <Suspense
              fallback={
                prerendered === undefined ? (
                  <Loading isLoading pastDelay timedOut={false} error={null} retry={() => {}} />
                ) : (
                  <Prerendered html={prerendered} />
                )
              }
            >
              <ApiItem {...props} />
            </Suspense>
          </div>
        ) : (
          <div
            id={ITEM_ELEMENT_ID}
            className={styles.island}
            dangerouslySetInnerHTML={{__html: prerendered ?? ''}}
          />
        )}
      </HtmlClassNameProvider>
    </DocProvider>
  );
}

export default function ApiAwareDocItem(props: Props): ReactNode {
  return isApiReferencePage(props.content.frontMatter) ? (
    <ApiReferenceItem {...props} />
  ) : (
    <DocItem {...props} />
  );
}
