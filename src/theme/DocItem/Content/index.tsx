// Why this wrapper exists: pages generated from the livelink.js and
// livelink.react type definitions carry long signatures and wide type tables.
// Their content is wrapped in one container so that those styles (wrapping
// signatures, compact type tables) apply to the library references only.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {libraryOfPath} from '@site/src/site/libraryOfPath';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const library = libraryOfPath(useLocation().pathname);
  if (!library) {
    return <Content {...props} />;
  }
  return (
    <div className="library-reference" data-library={library}>
      <Content {...props} />
    </div>
  );
}
