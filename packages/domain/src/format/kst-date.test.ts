import { describe, expect, it } from 'vitest';
import { formatKstDate, formatKstDateTime, formatKstDeadline } from './kst-date';

describe('dates in Korean time', () => {
  it('prints the Korean calendar day and time, across midnight and the year', () => {
    expect(formatKstDate('2025-11-23T14:59:59.000Z')).toBe('2025.11.23');
    expect(formatKstDate('2025-11-23T15:00:00.000Z')).toBe('2025.11.24');
    expect(formatKstDateTime('2025-11-23T05:01:00.000Z')).toBe('2025.11.23 14:01');
    expect(formatKstDeadline('2026-11-24T14:59:59.000Z')).toBe('11월 24일 (화) 23:59까지');
    expect(formatKstDeadline('2025-12-31T15:00:00.000Z')).toBe('1월 1일 (목) 00:00까지');
  });

  it('prints nothing for a string that is not an instant', () => {
    expect(formatKstDate('not a date')).toBe('');
    expect(formatKstDateTime('')).toBe('');
    expect(formatKstDeadline('2025-13-45')).toBe('');
  });
});
