import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Page-level states own the page's single h1; sections inside a page use h2. */
  headingLevel?: 1 | 2;
  icon?: ReactNode;
}

export function EmptyState({ title, description, actions, headingLevel = 2, icon }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.state}>
      {icon ? <div className={styles.icon} aria-hidden="true">{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
