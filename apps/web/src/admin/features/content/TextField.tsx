import { useId, type ReactNode } from 'react';
import { describedByOf, FieldError } from '@/shared/form';
import consoleStyles from '../../ui/console.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  /** Rows of a textarea; a one-line input without. */
  rows?: number;
  /** Monospaced, for HTML. */
  code?: boolean;
  className?: string;
}

/** A labelled text field with its hint and inline error, read out with it (aria-describedby). */
export function TextField({ label, value, onChange, error, hint, maxLength, rows, code, className }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    className,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByOf(id, hint, error),
    style: code ? { fontFamily: 'var(--font-mono, monospace)' } : undefined,
  } as const;
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} /> : <input {...common} autoComplete="off" onChange={(event) => onChange(event.target.value)} />}
      {hint ? (
        <span id={`${id}-hint`} className={consoleStyles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
