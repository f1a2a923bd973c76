import { describe, expect, it } from 'vitest';
import { orderDisplayStatus } from './display-status';

describe('orderDisplayStatus', () => {
  it.each([
    ['PAYMENT_PENDING', [null, null], '결제 진행 중'],
    ['PAID', ['PAID', 'PAID'], '결제완료'],
    ['PAID', ['SHIPPING', 'PREPARING'], '상품준비중'],
    ['PAID', ['DELIVERED', 'RETURN_REQUESTED'], '반품요청'],
    ['PAID', ['SHIPPING', 'CANCELLED'], '배송중 (부분취소)'],
    ['PAID', ['CONFIRMED', 'RETURNED'], '구매확정 (부분반품)'],
    ['PAID', ['CANCELLED', 'CANCELLED'], '취소완료'],
    ['PAID', ['RETURNED', 'RETURNED'], '반품완료'],
    ['CANCELLED', ['CANCELLED'], '취소완료'],
    ['EXPIRED', [null], '입금기한만료'],
    ['ABANDONED', [null], '결제 미완료'],
  ] as const)('%s with %j reads %s', (orderStatus, lines, expected) => {
    expect(orderDisplayStatus(orderStatus, { payMethod: 'vbank', accountIssued: true }, lines)).toBe(expected);
  });

  it('reads an unpaid card order as not paid, never as a missed deposit deadline', () => {
    expect(orderDisplayStatus('EXPIRED', { payMethod: 'card', accountIssued: false }, [null])).toBe('결제 미완료');
  });
});
