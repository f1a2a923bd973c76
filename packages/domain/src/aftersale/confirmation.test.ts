import { describe, expect, it } from 'vitest';
import { AUTO_CONFIRM_DAYS, autoConfirmAt, autoConfirmDue } from './confirmation';

describe('automatic purchase confirmation', () => {
  const deliveredAt = new Date('2026-11-23T01:23:45.678Z');

  it('falls due exactly 7 × 24 hours after delivery', () => {
    expect(AUTO_CONFIRM_DAYS).toBe(7);
    expect(autoConfirmAt(deliveredAt)).toEqual(new Date('2026-11-30T01:23:45.678Z'));
    expect(autoConfirmDue(deliveredAt, new Date('2026-11-30T01:23:45.677Z'))).toBe(false);
    expect(autoConfirmDue(deliveredAt, new Date('2026-11-30T01:23:45.678Z'))).toBe(true);
    expect(autoConfirmDue(deliveredAt, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(autoConfirmDue(deliveredAt, deliveredAt)).toBe(false);
  });
});
