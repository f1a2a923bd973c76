import type { ReactNode } from 'react';
import styles from './ErrorView.module.css';

interface ErrorViewProps {
  title: string;
  message?: ReactNode;
  /** Small print under the message, such as the status code and the server's own text. */
  detail?: ReactNode;
  actions?: ReactNode;
}

/** Presentation of a page-level failure; the error pages decide what goes in it. */
export function ErrorView({ title, message, detail, actions }: ErrorViewProps) {
  return (
    <section className={styles.view}>
      <h1 className={styles.title}>{title}</h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
