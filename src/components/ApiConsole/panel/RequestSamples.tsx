import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {codeSamples, SAMPLE_TABS_GROUP} from '@site/src/site/restApi/codeSamples';
import type {ConsoleCredential, ConsoleOperation} from '@site/src/site/restApi/consoleTypes';
import {clientSample} from '../lib/clientSample';
import type {PreparedRequest} from '../lib/consoleRequest';
import styles from './panel.module.css';

type Props = {
  operation: ConsoleOperation;
  request: PreparedRequest;
  credential: ConsoleCredential | undefined;
  server: string;
};

/**
 * The request as it stands, in curl, JavaScript (`fetch`), Python and
 * `@3dverse/api`, rewritten as the reader types. The tabs share the page's
 * sample tabs' group, so the language chosen in one is chosen in both.
 */
export default function RequestSamples({operation, request, credential, server}: Props): ReactNode {
  const client = clientSample(operation, request, credential, server);
  const samples = [...codeSamples(request.sample, {}), ...(client ? [client] : [])];
  return (
    <section className={styles.group} aria-label="The request as code">
      <h3 className={styles.legend}>The request as code</h3>
      <Tabs groupId={SAMPLE_TABS_GROUP}>
        {samples.map((sample) => (
          <TabItem key={sample.id} value={sample.id} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      {client && operation.client?.kind === 'fixed' && (
        <p className={styles.hint}>
          The <code>@3dverse/api</code> sample is the reference&apos;s own, with its example values.
        </p>
      )}
    </section>
  );
}
