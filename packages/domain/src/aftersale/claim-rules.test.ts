import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, RETURN_REASONS, cancelReasonLabels, returnReasonLabels, returnShippingPayer, returnWindow } from './claim-rules';

const at = (iso: string) => new Date(iso);

describe('reasons', () => {
  it('labels every reason in Korean', () => {
    expect(CANCEL_REASONS.map((reason) => cancelReasonLabels[reason])).toEqual(['단순 변심', '주문 실수(옵션·수량)', '배송 지연', '기타']);
    expect(RETURN_REASONS.map((reason) => returnReasonLabels[reason])).toEqual(['단순 변심', '상품 불량·파손', '오배송', '상품 정보와 다름', '기타']);
  });

  it('makes the shopper pay return shipping for change of mind, the shop for its own faults', () => {
    expect(RETURN_REASONS.map((reason) => [reason, returnShippingPayer(reason)])).toEqual([
      ['CHANGE_OF_MIND', 'SHOPPER'],
      ['DEFECT', 'SHOP'],
      ['WRONG_ITEM', 'SHOP'],
      ['NOT_AS_DESCRIBED', 'SHOP'],
      ['OTHER', 'SHOPPER'],
    ]);
  });
});

describe('returnWindow: change of mind (7 days)', () => {
  // Delivered 2026-11-23 10:00 KST: open until 2026-11-30 23:59:59.999 KST.
  const deliveredAt = at('2026-11-23T01:00:00Z');

  it('closes at the end of the 7th Korean day after the delivery day', () => {
    for (const reason of ['CHANGE_OF_MIND', 'OTHER'] as const) {
      expect(returnWindow(reason, deliveredAt, at('2026-11-30T14:59:59.999Z'))).toEqual({ open: true, closesAt: at('2026-11-30T14:59:59.999Z') });
      expect(returnWindow(reason, deliveredAt, at('2026-11-30T15:00:00.000Z')).open).toBe(false);
    }
  });

  it('counts days in Korea, not in UTC', () => {
    // 2026-11-23 23:30 KST is still the 23rd in Korea.
    expect(returnWindow('CHANGE_OF_MIND', at('2026-11-23T14:30:00Z'), deliveredAt).closesAt).toEqual(at('2026-11-30T14:59:59.999Z'));
    // 2026-11-24 00:10 KST is the 24th in Korea, though still the 23rd in UTC.
    expect(returnWindow('CHANGE_OF_MIND', at('2026-11-23T15:10:00Z'), deliveredAt).closesAt).toEqual(at('2026-12-01T14:59:59.999Z'));
  });

  it('crosses month and year ends', () => {
    expect(returnWindow('CHANGE_OF_MIND', at('2026-12-28T03:00:00Z'), deliveredAt).closesAt).toEqual(at('2027-01-04T14:59:59.999Z'));
    expect(returnWindow('CHANGE_OF_MIND', at('2028-02-25T03:00:00Z'), deliveredAt).closesAt).toEqual(at('2028-03-03T14:59:59.999Z'));
  });
});

describe('returnWindow: goods that differ from the contract (3 months)', () => {
  it('closes at the end of the same Korean day 3 months on', () => {
    const deliveredAt = at('2026-11-23T01:00:00Z');
    for (const reason of ['DEFECT', 'WRONG_ITEM', 'NOT_AS_DESCRIBED'] as const) {
      expect(returnWindow(reason, deliveredAt, at('2027-02-23T14:59:59.999Z'))).toEqual({ open: true, closesAt: at('2027-02-23T14:59:59.999Z') });
      expect(returnWindow(reason, deliveredAt, at('2027-02-23T15:00:00.000Z')).open).toBe(false);
    }
    // Still open long after the change-of-mind window shut.
    expect(returnWindow('DEFECT', deliveredAt, at('2027-01-15T00:00:00Z')).open).toBe(true);
  });

  it('ends on the last day of a shorter month, 29 February in a leap year', () => {
    // Delivered 2026-11-30 20:00 KST → 2027-02-28.
    expect(returnWindow('DEFECT', at('2026-11-30T11:00:00Z'), at('2027-02-28T14:59:59.999Z')).open).toBe(true);
    expect(returnWindow('DEFECT', at('2026-11-30T11:00:00Z'), at('2027-02-28T15:00:00.000Z')).open).toBe(false);
    // Delivered 2027-11-30 → 2028-02-29.
    expect(returnWindow('WRONG_ITEM', at('2027-11-30T03:00:00Z'), at('2028-02-29T14:59:59.999Z'))).toEqual({ open: true, closesAt: at('2028-02-29T14:59:59.999Z') });
    expect(returnWindow('WRONG_ITEM', at('2027-11-30T03:00:00Z'), at('2028-02-29T15:00:00.000Z')).open).toBe(false);
    // Delivered 2026-08-31 → 2026-11-30.
    expect(returnWindow('NOT_AS_DESCRIBED', at('2026-08-31T03:00:00Z'), at('2026-08-31T03:00:00Z')).closesAt).toEqual(at('2026-11-30T14:59:59.999Z'));
  });

  it('takes the Korean delivery day at month ends too', () => {
    // 2026-12-01 00:30 KST (30 November in UTC) → 2027-03-01.
    expect(returnWindow('DEFECT', at('2026-11-30T15:30:00Z'), at('2026-12-01T00:00:00Z')).closesAt).toEqual(at('2027-03-01T14:59:59.999Z'));
  });
});
