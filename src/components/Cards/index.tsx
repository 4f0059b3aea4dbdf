import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type CardProps = {
  title: string;
  href: string;
  children: ReactNode;
};

/** A link to another part of the site, with a sentence on why to go there. */
export function Card({title, href, children}: CardProps): ReactNode {
  return (
    <Link to={href} className={styles.card}>
      <span className={styles.cardTitle}>{title}</span>
      <span className={styles.cardBody}>{children}</span>
    </Link>
  );
}

/** Lays cards out in a responsive grid. */
export function CardGrid({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.grid}>{children}</div>;
}
