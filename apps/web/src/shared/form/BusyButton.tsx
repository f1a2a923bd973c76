import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/shared/ui';

interface BusyButtonProps extends ComponentProps<typeof Button> {
  busy: boolean;
  /** What the button says while busy (보내는 중…); without it the label stays. */
  busyLabel?: ReactNode;
}

/**
 * A form's large main button, shut while its request runs so that a second press cannot send
 * it again, and announced as busy to screen readers meanwhile.
 */
export function BusyButton({ busy, busyLabel, children, ...button }: BusyButtonProps) {
  return (
    <Button size="lg" disabled={busy} aria-busy={busy || undefined} {...button}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
