import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';

/** How to run the Livelink samples locally and point them at your own scene. */
export function RunASample(): ReactNode {
  return (
    <>
      <Heading as="h2" id="run-a-sample">
        Run a sample yourself
      </Heading>
      <p>
        The Livelink samples form a Vite application inside the livelink repository, built against
        the libraries next to it. At the commit described here, installing the repository and
        starting its development script builds the libraries and serves the samples:
      </p>
      <CodeBlock language="bash">
        {[
          'git clone https://github.com/3dverse/livelink.git',
          'cd livelink',
          'npm install',
          'npm run dev',
        ].join('\n')}
      </CodeBlock>
      <p>
        Each sample declares the id of the scene it streams and reads a public token from the
        project&rsquo;s environment file, so it runs against 3dverse&rsquo;s own sample scenes as it
        is. To point one at your scene, replace the scene id and supply a token that may read it:{' '}
        <Link to="/get-started/api-keys-and-tokens">API keys and tokens</Link> explains which
        credential goes where, and{' '}
        <Link to="/core-concepts/rendering-sessions">rendering sessions</Link> explains what happens
        when a sample connects.
      </p>
      <p>
        The sample applications keep their public token and asset ids in a <code>config.js</code>{' '}
        file. Most are static sites that any web server can serve; the BIM digital twin is a Next.js
        project that you install and start with npm. All of them call the earlier SDK3DVerse browser
        SDK rather than Livelink, so port the ideas, not the calls.
      </p>
    </>
  );
}
