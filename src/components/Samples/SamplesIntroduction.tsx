import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {hostedSamplesUrl, livelinkSamplesFolderUrl, livelinkSnapshot} from '@site/src/data/samples';
import styles from './styles.module.css';

/** What the gallery holds, and which commit of the livelink repository its samples describe. */
export function SamplesIntroduction(): ReactNode {
  return (
    <>
      <p className={styles.lead}>
        Samples are the quickest way to see a feature working before you build it into your own
        application. Each Livelink sample is one short React component that connects to a scene and
        does one thing, so you can read it from top to bottom in a few minutes. Each card below
        lists the exports of <code>@3dverse/livelink</code> and <code>@3dverse/livelink-react</code>{' '}
        the sample relies on, linked to their reference pages, so you can go from a working example
        to the exact API.
      </p>
      <div className={styles.snapshotNote}>
        <p>
          The Livelink samples are described as they stand at commit{' '}
          <code>{livelinkSnapshot.slice(0, 7)}</code> of the livelink repository&rsquo;s release
          branch (February 2025), and their source links open that commit. The{' '}
          <Link href={livelinkSamplesFolderUrl}>livelink.samples folder</Link> on the release branch
          has the newest samples, and the <Link href={hostedSamplesUrl}>hosted samples app</Link>{' '}
          runs them in your browser. When a sample relies on an export that the pinned packages no
          longer have, its card says so.
        </p>
      </div>
    </>
  );
}
