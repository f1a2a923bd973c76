import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

interface ConfirmDialogProps {
  title: string;
  /** Closing it any way (the back-out button, Escape, the corner) leaves things as they were. */
  onCancel: () => void;
  /** The back-out button's words; '취소' unless the action is itself a cancel ('닫기'). */
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** Runs the action; left out when the action button submits `form` instead. */
  onConfirm?: () => void;
  /** The id of the form inside whose submit the action button is. */
  form?: string;
  /** False while something the action needs is missing (a reason, a tracking number). */
  ready?: boolean;
  /** While the action runs, both buttons wait. */
  pending: boolean;
  children: ReactNode;
}

/** A console confirmation: what will happen and what it needs, then back out or go ahead. */
export function ConfirmDialog({ title, onCancel, cancelLabel = '취소', confirmLabel, onConfirm, form, ready = true, pending, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type={form ? 'submit' : 'button'} form={form} onClick={onConfirm} disabled={!ready || pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
