import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAY_METHODS } from './contract';
import { orderStatusLabel, payMethodLabels, takesCashReceipt } from './labels';

describe('order labels', () => {
  it('names every payment method and order status in Korean', () => {
    for (const method of PAY_METHODS) expect(payMethodLabels[method]).toMatch(/[가-힣]/);
    for (const status of ORDER_STATUSES) {
      for (const payMethod of PAY_METHODS) expect(orderStatusLabel(status, { payMethod, accountIssued: payMethod === 'vbank' })).toMatch(/[가-힣]/);
    }
  });

  it('speaks of a deposit deadline only for an issued virtual account', () => {
    expect(orderStatusLabel('EXPIRED', { payMethod: 'vbank', accountIssued: true })).toBe('입금기한만료');
    // A virtual account never issued (the window was closed first) and a card had no deadline to miss.
    expect(orderStatusLabel('EXPIRED', { payMethod: 'vbank', accountIssued: false })).toBe('결제 미완료');
    expect(orderStatusLabel('EXPIRED', { payMethod: 'card', accountIssued: false })).toBe('결제 미완료');
    expect(orderStatusLabel('ABANDONED', { payMethod: 'kakaopay', accountIssued: false })).toBe('결제 미완료');
    expect(orderStatusLabel('PAYMENT_PENDING', { payMethod: 'card', accountIssued: false })).toBe('결제 진행 중');
  });

  it('offers 현금영수증 for transfer and virtual account only', () => {
    expect(PAY_METHODS.filter(takesCashReceipt)).toEqual(['trans', 'vbank']);
  });
});
