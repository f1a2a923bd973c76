import { ApiCode, type CouponWriteInput } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { makeCoupon } from './benefit-test-kit';

// Issue 41: a coupon's amounts and limits at their extremes, refused over HTTP with the field
// named (the domain's value rules, value-rules/coupons.ts) and by the database for a write that
// skips the console (migration 2026120741).

const server = serverForTests();
const COUPONS = '/api/admin/v1/coupons';

const body = (over: Partial<CouponWriteInput>): CouponWriteInput => ({
  name: '극단값 쿠폰',
  benefitType: 'AMOUNT',
  amount: 5_000,
  scope: 'ALL',
  channel: 'ISSUE',
  schedule: { state: 'DRAFT', startsAt: null, endsAt: null },
  validDays: 7,
  ...over,
});

describe('coupon extremes', () => {
  it.each([
    ['a 정액 coupon of 0원', { amount: 0 }, 'amount', '할인 금액은 1원 이상'],
    ['a 정액 coupon over 1억 원', { amount: 100_000_001 }, 'amount', ''],
    ['a 정률 coupon of 0 %', { benefitType: 'RATE', amount: 0, rate: 0 }, 'rate', '할인율은 1~100%'],
    ['a 정률 coupon of 101 %', { benefitType: 'RATE', amount: 0, rate: 101 }, 'rate', ''],
    ['a cap of 0원', { benefitType: 'RATE', amount: 0, rate: 10, maxDiscount: 0 }, 'maxDiscount', '최대 할인 금액은 1원 이상'],
    ['a negative minimum order', { minOrderAmount: -1 }, 'minOrderAmount', ''],
    ['an issue limit of 0', { totalQuantity: 0 }, 'totalQuantity', ''],
    ['0 days of use', { validDays: 0 }, 'validDays', ''],
    ['a use-by before the start', { validDays: null, validUntil: '2027-01-01T00:00:00Z', schedule: { state: 'DRAFT', startsAt: '2027-02-01T00:00:00Z', endsAt: null } }, 'validUntil', '사용 기한은 받기 시작보다 뒤여야'],
  ] as const)('refuses %s, naming the field (104)', async (_, over, field, sentence) => {
    const { client } = await signedInStaff(server, 'PROMOTIONS');
    const answer = await client.post(COUPONS, body(over as Partial<CouponWriteInput>));
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    expect(answer.body.message).toContain(field);
    expect(answer.body.message).toContain(sentence);
  });

  it('takes the largest sound values', async () => {
    const { client } = await signedInStaff(server, 'PROMOTIONS');
    const answer = await client.post(COUPONS, body({ benefitType: 'RATE', amount: 0, rate: 100, maxDiscount: 100_000_000, minOrderAmount: 100_000_000, totalQuantity: 10_000_000, validDays: 3_650 }));
    expect(answer.body.code, answer.body.message).toBe(0);
  });

  it('is refused by the database when written past the console', async () => {
    for (const over of [{ amount: 0 }, { benefit_type: 'RATE' as const, rate: 0 }, { benefit_type: 'RATE' as const, rate: 10, max_discount: 0 }]) {
      await expect(makeCoupon(server, over)).rejects.toMatchObject({ code: '23514' });
    }
  });
});
