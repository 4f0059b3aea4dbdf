import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  apiLabel,
  referencePath,
  type LibraryApi,
  type LivelinkPackage,
  type Sample,
} from '../../data/samples';
import {LiveDemo} from './LiveDemo';
import styles from './SampleCard.module.css';

const packageOrder: readonly LivelinkPackage[] = ['@3dverse/livelink-react', '@3dverse/livelink'];

/** The sample's exports grouped by package, each listed once, in the sample's order. */
function apisByPackage(apis: readonly LibraryApi[]): [LivelinkPackage, LibraryApi[]][] {
  return packageOrder
    .map((packageName): [LivelinkPackage, LibraryApi[]] => {
      const seen = new Set<string>();
      const list = apis.filter((api) => {
        const label = apiLabel(api);
        if (api.package !== packageName || seen.has(label)) {
          return false;
        }
        seen.add(label);
        return true;
      });
      return [packageName, list];
    })
    .filter(([, list]) => list.length > 0);
}

type SampleCardProps = {
  sample: Sample;
  visible: boolean;
  activeTag: string | null;
  onTag: (tag: string | null) => void;
  demoOpen: boolean;
  onDemo: (open: boolean) => void;
};

/**
 * One sample of the gallery: its title and summary, the exports of the
 * pinned packages it uses (linked to their reference pages), its tags as
 * filter buttons, a link to its source, and its live demo, loaded only
 * when the reader opens it. The card stays in the page, hidden, when the
 * filters leave it out.
 */
export function SampleCard({
  sample,
  visible,
  activeTag,
  onTag,
  demoOpen,
  onDemo,
}: SampleCardProps): ReactNode {
  const demoButton = useRef<HTMLButtonElement>(null);
  const demoId = `${sample.id}-demo`;
  const titleId = `${sample.id}-title`;

  const closeDemo = () => {
    onDemo(false);
    demoButton.current?.focus();
  };

  return (
    <li
      id={sample.id}
      data-sample-id={sample.id}
      className={clsx(styles.card, demoOpen && styles.cardWithDemo)}
      hidden={!visible}
    >
      <h3 id={titleId} className={styles.cardTitle}>
        {sample.title}
      </h3>
      <p className={styles.cardSummary}>{sample.summary}</p>

      {(sample.apis.length > 0 || sample.alsoUses.length > 0) && (
        <dl className={styles.uses}>
          {apisByPackage(sample.apis).map(([packageName, apis]) => (
            <div key={packageName} className={styles.usesGroup}>
              <dt>{packageName}</dt>
              <dd>
                <ul className={styles.apiList}>
                  {apis.map((api) => (
                    <li key={apiLabel(api)}>
                      <Link to={referencePath(api)} className={styles.api}>
                        <code>{apiLabel(api)}</code>
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
          {sample.alsoUses.length > 0 && (
            <div className={styles.usesGroup}>
              <dt>Also uses</dt>
              <dd>{sample.alsoUses.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}

      <ul className={styles.tagList} aria-label="Tags">
        {sample.tags.map((tag) => {
          const active = tag === activeTag;
          return (
            <li key={tag}>
              <button
                type="button"
                className={clsx(styles.tag, active && styles.tagActive)}
                aria-pressed={active}
                onClick={() => onTag(active ? null : tag)}
              >
                <span className="visually-hidden">Show only samples tagged </span>
                {tag}
              </button>
            </li>
          );
        })}
      </ul>

      <div className={styles.cardActions}>
        <Link href={sample.sourceUrl} className="button button--sm button--outline button--primary">
          View source<span className="visually-hidden"> of {sample.title}</span>
        </Link>
        {sample.demoUrl && (
          <button
            ref={demoButton}
            type="button"
            className="button button--sm button--primary"
            aria-expanded={demoOpen}
            aria-controls={demoOpen ? demoId : undefined}
            onClick={() => onDemo(!demoOpen)}
          >
            {demoOpen ? 'Hide the live demo' : 'Try the live demo'}
            <span className="visually-hidden"> of {sample.title}</span>
          </button>
        )}
        {sample.demoUrl && !demoOpen && (
          <span className={styles.demoHost}>Loads {new URL(sample.demoUrl).host}</span>
        )}
      </div>

      {sample.demoUrl && demoOpen && (
        <LiveDemo id={demoId} title={sample.title} url={sample.demoUrl} onClose={closeDemo} />
      )}
    </li>
  );
}
