import { screen } from '@testing-library/react';
import type { DownloadableCouponView } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponBlock } from './CouponBlock';
import { renderRoutes } from '@/test/render-app';

const block = { kind: 'COUPON', title: '기획전 쿠폰 받기', eventCode: 'WINTER2026', couponIds: null } as const;
const coupon: DownloadableCouponView = {
  couponId: 5,
  name: '겨울 5천원',
  benefitType: 'AMOUNT',
  kind: 'PRODUCT',
  amount: 5_000,
  rate: 0,
  maxDiscount: null,
  minOrderAmount: 70_000,
  scope: 'ALL',
  benefitLabel: '5,000원 할인',
  scopeLabel: '전 상품',
  conditionLabel: '70,000원 이상 구매 시',
  downloadUntil: null,
  validUntil: null,
  validDays: 14,
  downloaded: false,
  soldOut: false,
};

function stubEvent() {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requested.push(String(input));
    const other = { ...coupon, couponId: 6, name: '겨울 무료배송' };
    return new Response(JSON.stringify({ code: 0, message: 'success', data: { eventCode: 'WINTER2026', title: '겨울', list: [coupon, other] } }), { headers: { 'content-type': 'application/json' } });
  });
  return requested;
}

function renderBlock(ended: boolean, couponIds: number[] | null = null) {
  renderRoutes([{ path: '/exhibition/:id', element: <CouponBlock block={{ ...block, couponIds }} ended={ended} /> }], '/exhibition/32');
}

afterEach(() => vi.unstubAllGlobals());

describe('the coupon block', () => {
  it("shows the event's coupons with 받기 under the block's title", async () => {
    const requested = stubEvent();
    renderBlock(false);
    expect(screen.getByRole('region', { name: '기획전 쿠폰 받기' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '겨울 5천원 받기' })).toBeTruthy();
    expect(requested.some((url) => url.includes('/api/coupon/v1/event/WINTER2026'))).toBe(true);
  });

  it('shows only the coupons the console picked, in its order', async () => {
    stubEvent();
    renderBlock(false, [6]);
    expect(await screen.findByRole('button', { name: '겨울 무료배송 받기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '겨울 5천원 받기' })).toBeNull();
  });

  it('hands out nothing once the exhibition has ended, and does not ask for the coupons', () => {
    const requested = stubEvent();
    renderBlock(true);
    expect(screen.getByText('기획전이 종료되어 쿠폰을 받을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(requested).toEqual([]);
  });
});
