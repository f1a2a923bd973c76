import { describe, expect, it } from 'vitest';
import { isLive, scheduleInput, scheduleStatus } from './schedule';

const at = (iso: string) => new Date(iso);
const now = at('2026-12-24T03:00:00Z');

describe('a published item’s schedule', () => {
  it('is a draft until published, whatever its times', () => {
    expect(scheduleStatus({ state: 'DRAFT', startsAt: null, endsAt: null }, now)).toBe('DRAFT');
    expect(isLive({ state: 'DRAFT', startsAt: at('2026-01-01T00:00:00Z'), endsAt: null }, now)).toBe(false);
  });

  it('shows from its start (inclusive) until its end (exclusive)', () => {
    const schedule = { state: 'PUBLISHED' as const, startsAt: now, endsAt: at('2026-12-26T00:00:00Z') };
    expect(scheduleStatus(schedule, at('2026-12-24T02:59:59Z'))).toBe('SCHEDULED');
    expect(scheduleStatus(schedule, now)).toBe('LIVE');
    expect(scheduleStatus(schedule, at('2026-12-26T00:00:00Z'))).toBe('ENDED');
  });

  it('without times is live from publication on', () => {
    expect(isLive({ state: 'PUBLISHED', startsAt: null, endsAt: null }, now)).toBe(true);
  });

  it('refuses an end before its start', () => {
    expect(scheduleInput.safeParse({ state: 'PUBLISHED', startsAt: '2026-12-25T00:00:00+09:00', endsAt: '2026-12-24T00:00:00+09:00' }).success).toBe(false);
    expect(scheduleInput.safeParse({ state: 'PUBLISHED', startsAt: '2026-12-24T00:00:00+09:00', endsAt: null }).success).toBe(true);
    expect(scheduleInput.safeParse({ state: 'LIVE', startsAt: null, endsAt: null }).success).toBe(false);
  });
});
