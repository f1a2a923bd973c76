import { scheduleStatusLabels, type ScheduleInput, type ScheduleStatus } from '@maru/domain';
import { useId } from 'react';
import { describedByOf, FieldError } from '@/shared/form';
import styles from '../console.module.css';

// The publication schedule (issue 27) as the console edits it: 게시 상태, and the start and the
// end as Korean wall-clock times (datetime-local), sent with +09:00 and stored in UTC.

export interface ScheduleValues {
  state: 'DRAFT' | 'PUBLISHED';
  startsAt: string;
  endsAt: string;
}

const KST_MS = 9 * 3_600_000;
/** 2026-12-24T15:00:00Z → 2026-12-25T00:00 (the field's Korean wall-clock value). */
export const koreanLocal = (iso: string | null) => (iso ? new Date(Date.parse(iso) + KST_MS).toISOString().slice(0, 16) : '');
const instantOf = (local: string) => (local ? `${local}:00+09:00` : null);

export const scheduleInputOf = (values: ScheduleValues): ScheduleInput => ({ state: values.state, startsAt: instantOf(values.startsAt), endsAt: instantOf(values.endsAt) });

export const scheduleValuesOf = (schedule: { state: 'DRAFT' | 'PUBLISHED'; startsAt: string | null; endsAt: string | null }): ScheduleValues => ({
  state: schedule.state,
  startsAt: koreanLocal(schedule.startsAt),
  endsAt: koreanLocal(schedule.endsAt),
});

export const draftSchedule = (): ScheduleValues => ({ state: 'DRAFT', startsAt: '', endsAt: '' });

export const SCHEDULE_STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const satisfies readonly ScheduleStatus[];

/** 임시 저장 · 게시 예약 · 게시 중 · 게시 종료 (or a label of the caller's, such as a policy version's). */
export function ScheduleBadge({ status, label }: { status: ScheduleStatus; label?: string }) {
  return (
    <span className={styles.badge} data-tone={status === 'LIVE' ? 'good' : status === 'ENDED' ? 'bad' : 'wait'}>
      {label ?? scheduleStatusLabels[status]}
    </span>
  );
}

/** Issues of a zod parse by dotted path (`schedule.endsAt`, `blocks.2.title`), the first message of each: every console form's inline errors. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    found[key] ??= issue.message;
  }
  return found;
}

/** 게시 상태 and the start and end in Korean time, with their inline errors (paths schedule.*). */
export function ScheduleFields({ values, onChange, errors, legend = '게시 일정', required = false }: {
  values: ScheduleValues;
  onChange: (values: ScheduleValues) => void;
  errors: Readonly<Record<string, string>>;
  legend?: string;
  /** Both ends needed (an exhibition's period); banners, notices and rooms may leave them open. */
  required?: boolean;
}) {
  const id = useId();
  const time = (field: 'startsAt' | 'endsAt', label: string, hint: string) => {
    const fieldId = `${id}-${field}`;
    const problem = errors[`schedule.${field}`];
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          type="datetime-local"
          value={values[field]}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedByOf(fieldId, hint, problem)}
          aria-required={required || undefined}
        />
        <span id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </span>
        <FieldError id={`${fieldId}-error`} message={problem} />
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
