import { Button } from './Button';
import { EmptyState } from './EmptyState';

interface LoadFailedProps {
  /** What could not be loaded, as a heading: '주문 내역을 불러오지 못했습니다'. */
  title: string;
  /** The query's error; its message (the server's Korean words) is shown when it has one. Left out, `fallback` is said. */
  error?: unknown;
  /** Said when the error brings no words of its own. */
  fallback?: string;
  onRetry: () => void;
  /** 1 when the failure is all the page shows (it then owns the page's h1). */
  headingLevel?: 1 | 2;
}

/** A list that failed to load: what failed, the server's reason, and 다시 시도. */
export function LoadFailed({ title, error, fallback, onRetry, headingLevel }: LoadFailedProps) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={title}
      description={error instanceof Error && error.message ? error.message : fallback}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          다시 시도
        </Button>
      }
    />
  );
}
