import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';

/**
 * The page a provider's window returns the tab to (sign-in, identity verification): a spinner
 * while the result is being read, and, when it failed, the page's heading with the reason
 * announced and where to go next. Success navigates away, so it never shows here.
 */
export function ReturnOutcome({ failure, busyLabel, title, actions }: { failure: string | undefined; busyLabel: string; title: string; actions: ReactNode }) {
  if (!failure) return <Spinner label={busyLabel} />;
  return <EmptyState headingLevel={1} title={title} description={<span role="alert">{failure}</span>} actions={actions} />;
}
