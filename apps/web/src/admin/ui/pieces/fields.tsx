import type { ComponentProps, ReactNode } from 'react';
import { type Choice, Options } from '@/shared/ui/Options';
import styles from '../console.module.css';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  /** The field's name on screen, which is also the select's accessible name. */
  label: string;
  choices: readonly Choice[] | undefined;
  /** The empty first choice ('전체' in a search, '선택해 주세요' in a dialog), when there is one. */
  blank?: string;
  /** A line under the select. */
  hint?: ReactNode;
};

/** A console select under its label, as the search toolbars and the dialogs show it. */
export function SelectField({ label, choices, blank, hint, ...select }: SelectFieldProps) {
  return (
    <label className={styles.field} htmlFor={select.id}>
      {label}
      <select {...select}>
        <Options choices={choices} blank={blank} />
      </select>
      {hint}
    </label>
  );
}

/**
 * A search's period: two days sent as `from` and `to`, labelled by the day they filter on
 * ('주문일' → '주문일 시작', '주문일 끝'), starting from the filters in force.
 */
export function PeriodFields({ day, from, to }: { day: string; from: string | undefined; to: string | undefined }) {
  return (
    <>
      <label className={styles.field}>
        {day} 시작
        <input type="date" name="from" defaultValue={from} />
      </label>
      <label className={styles.field}>
        {day} 끝
        <input type="date" name="to" defaultValue={to} />
      </label>
    </>
  );
}
