import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, BOOKING_PHONE_LIMITS, dayClosure, hoursSummary, kstDayOf, kstInstant, kstTimeOf, phoneLimitRefusal, slotRefusal, slotTimes, type WeekHours, weekdayOf } from './rules';

const weekdays = { open: '10:00', close: '19:00' };
const hours: WeekHours = [null, weekdays, weekdays, weekdays, weekdays, weekdays, { open: '11:00', close: '17:00' }];
const office = { hours, holidays: ['2026-12-25'] };
// 2026-11-25 09:30 KST, a Wednesday.
const now = new Date('2026-11-25T00:30:00Z');

describe('showroom slots', () => {
  it('offers hourly slots that end a full slot before closing', () => {
    expect(slotTimes(weekdays)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(slotTimes({ open: '10:00', close: '10:30' })).toEqual([]);
    expect(slotTimes(null)).toEqual([]);
  });

  it('reads Korean wall times into UTC instants and back', () => {
    expect(kstInstant('2026-11-26', '10:00').toISOString()).toBe('2026-11-26T01:00:00.000Z');
    expect(kstDayOf(new Date('2026-11-25T15:00:00Z'))).toBe('2026-11-26');
    expect(kstTimeOf(new Date('2026-11-25T15:00:00Z'))).toBe('00:00');
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('refuses holidays, weekly closed days, past and far days, odd times and past slots', () => {
    expect(slotRefusal(office, '2026-12-25', '10:00', now)).toBe('HOLIDAY');
    expect(slotRefusal(office, '2026-11-29', '10:00', now)).toBe('WEEKLY_CLOSED');
    expect(slotRefusal(office, '2026-11-24', '10:00', now)).toBe('PAST');
    expect(slotRefusal(office, addCalendarDays('2026-11-25', 61), '10:00', now)).toBe('TOO_FAR');
    expect(dayClosure(office, addCalendarDays('2026-11-25', 59), now)).toBe(null); // a Saturday, the horizon's last open day
    expect(slotRefusal(office, '2026-11-26', '09:00', now)).toBe('OUTSIDE_HOURS');
    expect(slotRefusal(office, '2026-11-26', '10:30', now)).toBe('OUTSIDE_HOURS');
    expect(slotRefusal(office, '2026-11-28', '17:00', now)).toBe('OUTSIDE_HOURS');
    expect(slotRefusal(office, '2026-11-25', '09:00', now)).toBe('OUTSIDE_HOURS');
    expect(slotRefusal(office, '2026-11-25', '10:00', new Date('2026-11-25T01:00:00Z'))).toBe('PAST_SLOT');
    expect(slotRefusal(office, '2026-11-25', '10:00', now)).toBe(null);
  });

  it('a slot it accepts always starts later, inside the day’s hours, within the horizon', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 70 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 3 * 24 * 60 }), (offset, hour, nowMinutes) => {
        const at = new Date(now.getTime() + nowMinutes * 60_000);
        const date = addCalendarDays('2026-11-25', offset);
        const time = `${String(hour).padStart(2, '0')}:00`;
        if (slotRefusal(office, date, time, at) !== null) return;
        expect(kstInstant(date, time).getTime()).toBeGreaterThan(at.getTime());
        expect(slotTimes(hours[weekdayOf(date)] ?? null)).toContain(time);
        expect(office.holidays).not.toContain(date);
        expect(date <= addCalendarDays(kstDayOf(at), 60)).toBe(true);
      }),
    );
  });

  it('summarises the week, joining days with the same hours', () => {
    expect(hoursSummary(hours)).toEqual(['월–금 10:00–19:00', '토 11:00–17:00', '일 휴무']);
  });
});

describe('one phone number’s bookings', () => {
  const at = (office: string, date: string) => ({ office, date });

  it('holds one per office and day and three in all', () => {
    expect(phoneLimitRefusal([], at('seongsu', '2026-12-03'))).toBeNull();
    expect(phoneLimitRefusal([at('seongsu', '2026-12-03')], at('seongsu', '2026-12-03'))).toBe('SAME_OFFICE_DAY');
    expect(phoneLimitRefusal([at('seongsu', '2026-12-03')], at('haeundae', '2026-12-03'))).toBeNull();
    expect(phoneLimitRefusal([at('seongsu', '2026-12-03')], at('seongsu', '2026-12-04'))).toBeNull();
    const three = [at('seongsu', '2026-12-03'), at('haeundae', '2026-12-03'), at('seongsu', '2026-12-04')];
    expect(phoneLimitRefusal(three, at('haeundae', '2026-12-05'))).toBe('TOO_MANY');
    // The same day at the same office is named first: it says what to change.
    expect(phoneLimitRefusal(three, at('seongsu', '2026-12-03'))).toBe('SAME_OFFICE_DAY');
  });

  it('never lets a phone past either limit, whatever it holds', () => {
    const booking = fc.record({ office: fc.constantFrom('seongsu', 'haeundae'), date: fc.constantFrom('2026-12-03', '2026-12-04', '2026-12-05') });
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 6 }), booking, (upcoming, wanted) => {
        if (phoneLimitRefusal(upcoming, wanted) !== null) return;
        const after = [...upcoming, wanted];
        expect(after.length).toBeLessThanOrEqual(BOOKING_PHONE_LIMITS.upcoming);
        expect(after.filter((one) => one.office === wanted.office && one.date === wanted.date).length).toBeLessThanOrEqual(BOOKING_PHONE_LIMITS.perOfficeDay);
      }),
    );
  });
});
