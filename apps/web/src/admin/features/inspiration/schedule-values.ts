import type { ScheduleInput } from '@maru/domain';

// A schedule as the operator types it: Korean wall-clock times (datetime-local), sent with +09:00.

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
