import { describe, expect, it } from 'vitest';
import { portoneVbankDue, vbankDeadline } from './vbank';

describe('vbankDeadline', () => {
  it('is 23:59:59 KST of the next Korean day', () => {
    // 2026-11-23 10:00 KST
    expect(vbankDeadline(new Date('2026-11-23T01:00:00Z')).toISOString()).toBe('2026-11-24T14:59:59.000Z');
    // 2026-11-23 23:30 KST is still the 23rd in Korea
    expect(vbankDeadline(new Date('2026-11-23T14:30:00Z')).toISOString()).toBe('2026-11-24T14:59:59.000Z');
    // 2026-11-24 00:10 KST (still the 23rd in UTC) is the 24th in Korea
    expect(vbankDeadline(new Date('2026-11-23T15:10:00Z')).toISOString()).toBe('2026-11-25T14:59:59.000Z');
  });

  it('crosses month and year ends', () => {
    expect(vbankDeadline(new Date('2026-11-30T03:00:00Z')).toISOString()).toBe('2026-12-01T14:59:59.000Z');
    expect(vbankDeadline(new Date('2026-12-31T03:00:00Z')).toISOString()).toBe('2027-01-01T14:59:59.000Z');
    expect(vbankDeadline(new Date('2028-02-28T03:00:00Z')).toISOString()).toBe('2028-02-29T14:59:59.000Z');
  });
});

describe('portoneVbankDue', () => {
  it('writes the deadline as YYYYMMDDhhmm in KST', () => {
    expect(portoneVbankDue(new Date('2026-11-24T14:59:59Z'))).toBe('202611242359');
    expect(portoneVbankDue(new Date('2026-12-31T15:05:00Z'))).toBe('202701010005');
  });
});
