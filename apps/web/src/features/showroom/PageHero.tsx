import type { ReactNode } from 'react';
import styles from './Showroom.module.css';

/** A showroom page's head: its one h1, a lead line, and the page's main links when it has some. */
export function PageHero({ title, lead, actions }: { title: ReactNode; lead: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
