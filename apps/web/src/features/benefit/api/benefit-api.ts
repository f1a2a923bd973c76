import { queryOptions } from '@tanstack/react-query';
import type { CouponDownloadView, MemberCouponListQuery } from '@maru/domain';
import { answerReader, shopApi } from '@/shared/api';

// The benefit calls (apps/server/src/modules/benefit/README.md). Every answer is parsed with
// the contract's schema, so a field the server renames fails here instead of showing 0원.

const UNREADABLE = '혜택 정보를 읽지 못했습니다. 잠시 후 다시 시도해 주세요.';

const parse = answerReader(UNREADABLE);

export type CouponTab = MemberCouponListQuery['status'];

/** Every benefit query under one key: a download or an order refreshes them together. */
export const benefitKeys = {
  all: ['benefit'] as const,
  productCoupons: (productNo: number) => ['benefit', 'product-coupons', productNo] as const,
  eventCoupons: (eventCode: string) => ['benefit', 'event-coupons', eventCode] as const,
  memberCoupons: (status: CouponTab, page: number) => ['benefit', 'member-coupons', status, page] as const,
  points: (page: number) => ['benefit', 'points', page] as const,
  invitation: ['benefit', 'invitation'] as const,
};

/** GET /coupon/v1/product/{productNo}: the coupons a visitor may download on this product's page. */
export const productCouponsQuery = (productNo: number) =>
  queryOptions({
    queryKey: benefitKeys.productCoupons(productNo),
    queryFn: async ({ signal }) => (await parse('productCouponsView', (await shopApi.get(`/coupon/v1/product/${productNo}`, { signal })).data)).list,
    // Opened on demand and changed by a download; always asked afresh when the sheet opens.
    staleTime: 0,
  });

/** GET /coupon/v1/event/{eventCode}: the event's title and coupons; an unknown event is refused with 101 (404). */
export const eventCouponsQuery = (eventCode: string) =>
  queryOptions({
    queryKey: benefitKeys.eventCoupons(eventCode),
    queryFn: async ({ signal }) => parse('eventCouponsView', (await shopApi.get(`/coupon/v1/event/${encodeURIComponent(eventCode)}`, { signal })).data),
    staleTime: 0,
  });

/** POST /coupon/v1/download: refusals (7202 already held, 7203 gone, 7204 closed) throw with a Korean message. */
export async function downloadCoupon(couponId: number): Promise<CouponDownloadView> {
  return parse('couponDownloadView', (await shopApi.post('/coupon/v1/download', { couponId })).data);
}

/** POST /coupon/v1/code: the coupon of a typed event code; refusals (7201 unknown, 7202 held, 7203 gone, 7204 out of its period, 429) throw with a Korean message. */
export async function redeemCouponCode(code: string): Promise<CouponDownloadView> {
  return parse('couponDownloadView', (await shopApi.post('/coupon/v1/code', { code })).data);
}

export const memberCouponsQuery = (status: CouponTab, page: number) =>
  queryOptions({
    queryKey: benefitKeys.memberCoupons(status, page),
    queryFn: async ({ signal }) => parse('memberCouponListView', (await shopApi.get('/mypage/v1/coupon/list', { query: { status, page }, signal })).data),
  });

export const pointsQuery = (page: number) =>
  queryOptions({
    queryKey: benefitKeys.points(page),
    queryFn: async ({ signal }) => parse('pointView', (await shopApi.get('/mypage/v1/point', { query: { page }, signal })).data),
  });

export const invitationQuery = queryOptions({
  queryKey: benefitKeys.invitation,
  queryFn: async ({ signal }) => parse('invitationView', (await shopApi.get('/mypage/v1/invitation', { signal })).data),
});
