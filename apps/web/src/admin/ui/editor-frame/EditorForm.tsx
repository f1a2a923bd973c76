import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import consoleStyles from '../console.module.css';

interface EditorFormProps {
  /** The form's accessible name ('배너 정보'). */
  label: string;
  className?: string;
  editor: { submit: (event?: FormEvent) => void; problem: string | undefined; saving: boolean };
  /** The save button's words ('저장', '배너 만들기'). */
  submitLabel: string;
  children: ReactNode;
}

/** The draft's fields, then what to fix or the server's refusal, then the save bar (waiting while it saves). */
export function EditorForm({ label, className, editor, submitLabel, children }: EditorFormProps) {
  return (
    <form className={className} onSubmit={editor.submit} noValidate aria-label={label}>
      {children}
      <FormAlert message={editor.problem} />
      <div className={consoleStyles.panelActions}>
        <Button type="submit" disabled={editor.saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
