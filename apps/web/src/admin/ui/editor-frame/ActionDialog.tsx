import type { ReactNode } from 'react';
import { ConfirmDialog } from '../pieces/ConfirmDialog';
import type { ConfirmedAction } from './use-editor-actions';

interface ActionDialogProps {
  action: ConfirmedAction;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** What will happen. */
  children: ReactNode;
}

/** The confirmation of a confirmed action (useConfirmedAction, useEditorRemoval), while it is asked. */
export function ActionDialog({ action, title, confirmLabel, cancelLabel, children }: ActionDialogProps) {
  if (!action.asking) return null;
  return (
    <ConfirmDialog title={title} confirmLabel={confirmLabel} cancelLabel={cancelLabel} pending={action.pending} onCancel={action.cancel} onConfirm={action.confirm}>
      {children}
    </ConfirmDialog>
  );
}
