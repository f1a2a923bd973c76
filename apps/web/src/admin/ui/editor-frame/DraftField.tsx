import { useId, type ReactNode } from 'react';
import { describedByOf, FieldError } from '@/shared/form';
import consoleStyles from '../console.module.css';

interface DraftFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error (the schema's issue at its path, or the server's). */
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  /** Rows of a textarea; a one-line input without. */
  rows?: number;
  /** The wrapper's and the hint's classes, when the page styles its own. */
  classes?: { field?: string; hint?: string };
}

/** A labelled text field of a draft with its hint and its inline error, both read out with it. */
export function DraftField({ label, value, onChange, error, hint, maxLength, rows, classes = {} }: DraftFieldProps) {
  const id = useId();
  const common = { id, value, maxLength, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByOf(id, hint, error) } as const;
  return (
    <div className={classes.field ?? consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} /> : <input {...common} autoComplete="off" onChange={(event) => onChange(event.target.value)} />}
      {hint ? (
        <span id={`${id}-hint`} className={classes.hint ?? consoleStyles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
