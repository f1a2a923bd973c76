import { describe, expect, it } from 'vitest';
import type { Delivery } from '../api/schemas';
import { appliedDelivery, changeOfMindReturnFee, feeTerms } from './delivery-terms';

const direct: Delivery = { deliverySeq: 1, deliveryMethod: 'DIRECT', methodName: '직접배송', deliveryFee: 0, freeOver: null, payType: 'PREPAY', payTypeName: '선불', groupKey: 'DIRECT-1' };
const freight: Delivery = { deliverySeq: 2, deliveryMethod: 'FREIGHT', methodName: '화물', deliveryFee: 45_000, freeOver: null, payType: 'ARRIVAL', payTypeName: '착불', groupKey: 'FREIGHT-1' };
const tileFreight: Delivery = { ...freight, deliverySeq: 1, deliveryFee: 35_000, freeOver: 500_000, payType: 'PREPAY', payTypeName: '선불' };

describe('the delivery a product page states', () => {
  it('is the first delivery row, the one the cart ships with, whatever the answer order', () => {
    expect(appliedDelivery([direct, freight])).toBe(direct);
    expect(appliedDelivery([freight, direct])).toBe(direct);
    expect(appliedDelivery([])).toBeUndefined();
  });

  it.each([
    [direct, '무료'],
    [freight, '45,000원 착불'],
    [tileFreight, '35,000원 선불 (500,000원 이상 구매 시 무료)'],
  ])('words the fee of %#', (delivery, words) => {
    expect(feeTerms(delivery)).toBe(words);
  });

  it('charges a change-of-mind return one way, or both ways when shipped free, and nothing for 착불', () => {
    expect(changeOfMindReturnFee(tileFreight)).toEqual({ oneWay: 35_000, roundTrip: 70_000 });
    expect(changeOfMindReturnFee(freight)).toBeNull();
  });
});
