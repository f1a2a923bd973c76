import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import styles from '../console.module.css';
import { useConsoleTitle } from '../helpers/use-console-title';

/** A console page's place (breadcrumbs), its h1, a line on what it is for, and its main actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useConsoleTitle(title);
  return (
    <div className={styles.pageHeader}>
      <div>
        <Breadcrumbs title={title} />
        <h1 className={styles.pageTitle}>{title}</h1>
        {description ? <p className={styles.pageDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.pageActions}>{actions}</div> : null}
    </div>
  );
}
