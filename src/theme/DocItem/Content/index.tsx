// Why this wrapper exists: every doc page gets the "Copy page" control (its
// Markdown twin, written at build time), and pages generated from the
// livelink.js and livelink.react type definitions, which carry long
// signatures and wide type tables, are wrapped in one container so that
// those styles apply to the library references only.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {libraryOfPath} from '@site/src/site/references/referenceRoutes';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const library = libraryOfPath(useLocation().pathname);
  if (!library) {
    return (
      <>
        <CopyPage />
        <Content {...props} />
      </>
    );
  }
  return (
    <div className="library-reference" data-library={library}>
      <CopyPage />
      <Content {...props} />
    </div>
  );
}
