import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

type SampleGroup = {name: string; count: number; shows: string};

/** The groups of the Livelink samples project, with what each teaches. */
const sampleGroups: SampleGroup[] = [
  {
    name: 'Viewports',
    count: 7,
    shows:
      'one or several viewports on one or several canvases, nested viewports, and rendering a viewport into a texture',
  },
  {
    name: 'Sessions',
    count: 3,
    shows:
      'picking a scene, holding two sessions in one page, and joining a session someone else started',
  },
  {
    name: 'Overlays',
    count: 3,
    shows:
      'DOM elements and three.js objects drawn on top of the streamed frames, in step with the remote camera',
  },
  {
    name: 'Cameras',
    count: 4,
    shows:
      'the default orbit controller, a controller of your own, a third-person camera and camera render targets',
  },
  {
    name: 'Clients',
    count: 2,
    shows: 'listing the people connected to a session and showing where each of them is looking',
  },
  {
    name: 'Entities',
    count: 4,
    shows:
      'creating entities, picking them with the pointer, finding them, and binding an entity to a React component',
  },
  {
    name: 'Widgets',
    count: 4,
    shows:
      'ready-made React controls: an activity watcher, a sun position picker, render graph settings and a view cube',
  },
  {
    name: 'Advanced',
    count: 7,
    shows:
      'WebXR, live skeletal animation, multiplanar reconstruction, culling boxes, script events and three.js transform gizmos',
  },
];

/** Complete applications published as their own repositories. */
const sampleApps: {name: string; repository: string; shows: string}[] = [
  {
    name: 'Simple cube',
    repository: 'sample-simple-cube',
    shows: 'the smallest application that streams a scene',
  },
  {
    name: 'Car configurator',
    repository: 'sample-car-configurator',
    shows:
      'switching car models, paint and lights from an HTML interface that every connected client sees change',
  },
  {
    name: 'First-person controller',
    repository: 'sample-first-person-controller',
    shows:
      'an animated character that walks, runs and emotes with a gamepad or keyboard and mouse, one per connected player',
  },
  {
    name: 'IFC viewer',
    repository: 'sample-ifc-viewer',
    shows:
      'a converted IFC building whose storeys can be hidden and whose spaces the camera can travel into',
  },
  {
    name: 'DICOM viewer',
    repository: 'sample-dicom-viewer',
    shows: 'multiplanar reconstruction of a CT scan across four viewports',
  },
];

export default function SamplesPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const sourceHostingUrl = String(siteConfig.customFields?.sourceHostingUrl);
  return (
    <Layout
      title="Samples"
      description="Runnable Livelink samples and complete sample applications, grouped by what they teach."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Samples</Heading>
        <p className={styles.lead}>
          Samples are the quickest way to see a feature working before you build it into your own
          application. Each one is a small, complete program that connects to a rendering session
          and does one thing well, so you can read it from top to bottom in a few minutes and copy
          the parts you need.
        </p>
        <p>
          They come in two kinds. The <strong>Livelink samples</strong> are short React components,
          each focused on one part of the client libraries. The <strong>sample applications</strong>{' '}
          are whole projects that combine many features the way a product would. Every sample is
          open source.
        </p>

        <Heading as="h2" id="livelink-samples">
          Livelink samples
        </Heading>
        <p>
          The samples live in the <code>livelink.samples</code> folder of the{' '}
          <Link href={`${sourceHostingUrl}/livelink`}>livelink repository</Link>, next to the
          libraries they exercise, so they always build against the current code.
        </p>
        <table>
          <thead>
            <tr>
              <th>Group</th>
              <th>Samples</th>
              <th>What they show</th>
            </tr>
          </thead>
          <tbody>
            {sampleGroups.map((group) => (
              <tr key={group.name}>
                <td>{group.name}</td>
                <td>{group.count}</td>
                <td>{group.shows}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <Heading as="h2" id="sample-applications">
          Sample applications
        </Heading>
        <ul>
          {sampleApps.map((app) => (
            <li key={app.repository}>
              <Link href={`${sourceHostingUrl}/${app.repository}`}>{app.name}</Link>: {app.shows}.
            </li>
          ))}
        </ul>

        <Heading as="h2" id="before-you-run-one">
          Before you run one
        </Heading>
        <p>
          A sample needs a scene to stream and a token that may read it. If you have not set those
          up yet, <Link to="/get-started/api-keys-and-tokens">API keys and tokens</Link> explains
          which credential goes where, and{' '}
          <Link to="/core-concepts/rendering-sessions">rendering sessions</Link> explains what
          happens when a sample connects.
        </p>
      </main>
    </Layout>
  );
}
