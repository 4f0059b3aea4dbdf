import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocById, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import type {TutorialFacts} from '@site/src/site/tutorials';
import clsx from 'clsx';
import cardStyles from '../Cards/styles.module.css';
import styles from './styles.module.css';

type TutorialLink = PropSidebarItemLink & {customProps: {tutorial: TutorialFacts}};

function isTutorialLink(item: {type: string; customProps?: unknown}): item is TutorialLink {
  return (
    item.type === 'link' && typeof (item.customProps as {tutorial?: unknown})?.tutorial === 'object'
  );
}

function TutorialCard({item, position}: {item: TutorialLink; position: number}): ReactNode {
  const {description} = useDocById(item.docId ?? undefined) ?? {};
  const {level, duration} = item.customProps.tutorial;
  return (
    <li>
      <Link to={item.href} className={clsx(cardStyles.card, styles.tutorialCard)}>
        <span className={styles.position} aria-hidden>
          {position}
        </span>
        <span className={styles.title}>{item.label}</span>
        <span className={styles.facts}>
          <span className={styles.level} data-level={level.toLowerCase()}>
            {level}
          </span>
          <span className={styles.duration}>{duration}</span>
        </span>
        {description && <span className={styles.description}>{description}</span>}
      </Link>
    </li>
  );
}

/**
 * The tutorials as cards, in the order of the tutorials sidebar, each with
 * the level and duration its front matter declares (carried by the sidebar
 * item, see src/site/tutorials.ts).
 */
export default function TutorialCards(): ReactNode {
  const tutorials = (useDocsSidebar()?.items ?? []).filter(isTutorialLink);
  return (
    <ol className={styles.grid} aria-label="Tutorials in recommended order">
      {tutorials.map((item, index) => (
        <TutorialCard key={item.href} item={item} position={index + 1} />
      ))}
    </ol>
  );
}
