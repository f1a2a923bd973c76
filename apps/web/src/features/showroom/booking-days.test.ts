import { type AvailabilityView, SLOT_REFUSAL_MESSAGES } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { dayChoiceOf, dayLabel, nextRunStart, previousRunStart } from './booking-days';

const open = { closedReason: null, full: false, slots: [] };

describe('the date picker’s days', () => {
  it.each([
    [{ ...open, date: '2026-12-07', closedReason: SLOT_REFUSAL_MESSAGES.WEEKLY_CLOSED }, { disabled: true, note: '휴무' }],
    [{ ...open, date: '2026-12-04', closedReason: SLOT_REFUSAL_MESSAGES.HOLIDAY }, { disabled: true, note: '휴무' }],
    [{ ...open, date: '2026-12-01', closedReason: SLOT_REFUSAL_MESSAGES.PAST }, { disabled: true, note: '예약 불가' }],
    [{ ...open, date: '2026-12-05', full: true }, { disabled: true, note: '마감' }],
    [{ ...open, date: '2026-12-03' }, { disabled: false, note: '예약 가능' }],
  ])('%o → %o', (day, choice) => expect(dayChoiceOf(day)).toEqual(choice));

  it('names days in Korean with the weekday', () => {
    expect(dayLabel('2026-12-02')).toBe('12월 2일 (수)');
    expect(dayLabel('2027-01-10')).toBe('1월 10일 (일)');
  });

  it('pages by runs of the shown length, never before today nor past the horizon', () => {
    const run = (first: string, length: number, lastDate = '2027-01-31'): AvailabilityView => ({
      capacity: 4,
      firstDate: '2026-12-02',
      lastDate,
      days: Array.from({ length }, (_, index) => ({ ...open, date: new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10) })),
    });
    expect(previousRunStart(run('2026-12-02', 14))).toBeNull();
    expect(nextRunStart(run('2026-12-02', 14))).toBe('2026-12-16');
    expect(previousRunStart(run('2026-12-16', 14))).toBe('2026-12-02');
    expect(previousRunStart(run('2026-12-10', 14))).toBe('2026-12-02');
    expect(nextRunStart(run('2027-01-20', 12))).toBeNull();
  });
});
