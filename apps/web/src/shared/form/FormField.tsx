import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './forms.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

interface FieldFrameProps {
  /** The control's id: the label points at it, and the hint and error lines take it as their prefix. */
  id: string;
  label: string;
  /** Marks the label (필수) or (선택); the control itself says aria-required. */
  mark?: 'required' | 'optional';
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/**
 * A label above a control (input, select, textarea) with its hint and error below, as every
 * form of the shop lays them out. The control names `describedByOf(id, hint, error)`.
 */
export function FieldFrame({ id, label, mark, hint, error, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {mark ? <span className={styles.required}> {mark === 'required' ? '(필수)' : '(선택)'}</span> : null}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={errorIdOf(id, error)} message={error} />
    </div>
  );
}

/** The aria-describedby of a control in a FieldFrame: its hint, then its error. */
export const describedByOf = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : undefined, errorIdOf(id, error)].filter(Boolean).join(' ') || undefined;

/** A labelled input whose hint and error are read out with it (aria-describedby). */
export function FormField({ id, label, error, hint, required, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} mark={required ? 'required' : undefined} hint={hint} error={error}>
      <input
        id={id}
        name={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        aria-required={required || undefined}
        {...input}
      />
    </FieldFrame>
  );
}

/**
 * The error line under a field or a group (a fieldset, a select, a button). Its id is the one
 * the control names in aria-describedby, `<control id>-error` by the shop's convention.
 */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/** The aria-describedby of a control whose error line is a FieldError with id `${id}-error`. */
export const errorIdOf = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

/** A form-level message (refusal from the server); role=alert reads it out when it appears. */
export function FormAlert({ message, id }: { message?: string; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
