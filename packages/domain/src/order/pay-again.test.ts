import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './contract';
import { PAY_AGAIN_WINDOW_MS, unpaidActions } from './pay-again';

const placed = new Date('2028-02-29T14:30:00.000Z');
const later = (ms: number) => new Date(placed.getTime() + ms);

describe('unpaidActions', () => {
  it('lets an order being paid be paid or left at once', () => {
    expect(unpaidActions({ status: 'PAYMENT_PENDING', createdAt: placed, accountIssued: false }, later(60_000))).toEqual({ payAgain: true, abandon: true });
  });

  it('lets an unfinished order be paid again for a day, then only ordered anew', () => {
    for (const status of ['FAILED', 'ABANDONED', 'EXPIRED'] as const) {
      expect(unpaidActions({ status, createdAt: placed, accountIssued: false }, later(PAY_AGAIN_WINDOW_MS - 1))).toEqual({ payAgain: true, abandon: false });
      expect(unpaidActions({ status, createdAt: placed, accountIssued: false }, later(PAY_AGAIN_WINDOW_MS))).toEqual({ payAgain: false, abandon: false });
    }
  });

  it('offers nothing for paid or cancelled orders, nor for an issued virtual account', () => {
    for (const status of ORDER_STATUSES) {
      expect(unpaidActions({ status, createdAt: placed, accountIssued: true }, later(1))).toEqual({ payAgain: false, abandon: false });
    }
    for (const status of ['PAID', 'CANCELLED', 'WAITING_DEPOSIT'] as const) {
      expect(unpaidActions({ status, createdAt: placed, accountIssued: false }, later(1))).toEqual({ payAgain: false, abandon: false });
    }
  });
});
