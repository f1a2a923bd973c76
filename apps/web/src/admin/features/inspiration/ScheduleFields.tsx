import { useId } from 'react';
import { FieldError } from '@/shared/form';
import styles from './inspiration.module.css';
import type { ScheduleValues } from './schedule-values';

/** 게시 상태 and the start and end in Korean time, with their inline errors (paths schedule.*). */
export function ScheduleFields({ values, onChange, errors, required, legend }: {
  values: ScheduleValues;
  onChange: (values: ScheduleValues) => void;
  errors: Readonly<Record<string, string>>;
  /** Exhibitions need both ends (their period); rooms may leave them open. */
  required: boolean;
  legend: string;
}) {
  const id = useId();
  const time = (field: 'startsAt' | 'endsAt', label: string, hint: string) => {
    const problem = errors[`schedule.${field}`];
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <input
          id={`${id}-${field}`}
          type="datetime-local"
          value={values[field]}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-${field}-hint${problem ? ` ${id}-${field}-error` : ''}`}
          aria-required={required || undefined}
        />
        <span id={`${id}-${field}-hint`} className={styles.muted}>
          {hint}
        </span>
        <FieldError id={`${id}-${field}-error`} message={problem} />
      </div>
    );
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-state`}>게시 상태</label>
        <select id={`${id}-state`} value={values.state} onChange={(event) => onChange({ ...values, state: event.target.value as ScheduleValues['state'] })}>
          <option value="DRAFT">임시 저장 (미리보기에서만 보임)</option>
          <option value="PUBLISHED">게시 (기간 안에 쇼핑몰에 보임)</option>
        </select>
      </div>
      {time('startsAt', '시작 (한국 시각)', required ? '이 시각부터 보입니다.' : '비우면 게시하는 때부터')}
      {time('endsAt', '종료 (한국 시각)', required ? '이 시각 전까지 보입니다.' : '비우면 끝나는 날 없이')}
    </fieldset>
  );
}
