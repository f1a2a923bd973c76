import { Component, type ReactNode } from 'react';
import { fallbackTexts } from './fallback-texts';
import styles from './ErrorPageBoundary.module.css';

interface State {
  failed: boolean;
}

/**
 * The last line of defence: if the error page itself throws, show a bare message with a
 * plain link home. The link is a real anchor so it works even if the router is broken.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={styles.fallback}>
        <h1 className={styles.title}>{fallbackTexts.errorPageFailed}</h1>
        <a href="/" className={styles.link}>
          {fallbackTexts.goBackHome}
        </a>
      </main>
    );
  }
}
