import { randomUUID } from 'node:crypto';
import type { CouponDownloadView, SheetView } from '@maru/domain';
import { expect } from 'vitest';
import { verifiedMember } from '../../../test/visitors';
import { AFTERSALE_LIMITS, freshOption, GENEROUS_ORDER_LIMITS, startOrderServer } from '../../../test/order-server';
import type { TestServer } from '../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../test/http-client';
import { productChange } from '../catalogue';

// The benefit tests' members, coupons and points: members sign up over HTTP as the web app
// does; points and coupons a test needs as a starting point are written straight to the
// tables (their own flows are tested on their own).

export function startBenefitServer(): Promise<TestServer> {
  return startOrderServer({ MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS},coupon-download.perIp=5000,coupon-download.perMember=500` });
}

export interface TestMember {
  client: HttpClient;
  memberId: number;
}

export async function benefitMember(server: TestServer): Promise<TestMember> {
  const member = await verifiedMember(server);
  const row = await server.db.selectFrom('member').select('member_id').where('email', '=', member.email).executeTakeFirstOrThrow();
  return { client: member.client, memberId: row.member_id };
}

/** Points earned now (a review's, as the simplest earning), expiring a year later unless said. */
export async function givePoints(server: TestServer, memberId: number, amount: number, opts: { at?: Date; expiresAt?: Date } = {}): Promise<void> {
  const at = opts.at ?? new Date();
  await server.db
    .insertInto('point_ledger')
    .values({ member_id: memberId, kind: 'EARN_REVIEW', amount, expires_at: opts.expiresAt ?? new Date(at.getTime() + 365 * 86_400_000), description: '테스트 적립', created_at: at })
    .execute();
}

export async function couponId(server: TestServer, code: string): Promise<number> {
  const row = await server.db.selectFrom('coupon').select('coupon_id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.coupon_id;
}

/** A coupon of the test's own terms, open for download from product pages. */
export async function makeCoupon(server: TestServer, over: Partial<{ name: string; benefit_type: 'AMOUNT' | 'RATE' | 'FREE_DELIVERY'; amount: number; rate: number; max_discount: number | null; min_order_amount: number; total_quantity: number | null; valid_days: number }> = {}): Promise<number> {
  const row = await server.db
    .insertInto('coupon')
    .values({ code: `TEST_${randomUUID()}`, name: '테스트 쿠폰', benefit_type: 'AMOUNT', amount: 2_000, scope: 'ALL', channel: 'DOWNLOAD', download_from: new Date(Date.now() - 60_000), valid_days: 7, ...over })
    .returning('coupon_id')
    .executeTakeFirstOrThrow();
  return row.coupon_id;
}

export function download(client: HttpClient, id: number): Promise<ApiAnswer<CouponDownloadView>> {
  return client.post<CouponDownloadView>('/api/coupon/v1/download', { couponId: id });
}

/** Downloads and answers the member's copy (memberCouponId). */
export async function downloaded(client: HttpClient, id: number): Promise<number> {
  const answer = await download(client, id);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!.memberCoupon.memberCouponId;
}

export function repriced(client: HttpClient, sheetNo: string, query: Record<string, string | number>): Promise<ApiAnswer<SheetView>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return client.get<SheetView>(`/api/order/v1/sheet/${sheetNo}?${search}`);
}

export async function balanceOf(server: TestServer, memberId: number): Promise<number> {
  const row = await server.db.selectFrom('point_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('sum')).where('member_id', '=', memberId).executeTakeFirst();
  return Number(row?.sum ?? 0);
}

/** A product option of its own, priced 40,000원 with no sale price, with prepaid 3,000원 delivery free over 100,000원. */
export async function pricedOption(server: TestServer, price = 40_000) {
  const option = await freshOption(server, 50);
  await server.db.updateTable('product').set({ price, price_discount: 0, selling_price: price }).where('product_no', '=', option.productNo).execute();
  await server.db.updateTable('product_option_row').set({ extra_price: 0 }).where('item_group_seq', '=', option.optionGroupSeq).execute();
  await server.db.updateTable('product_delivery').set({ fee: 3_000, free_over: 100_000, pay_type: 'PREPAY', group_key: `test-${option.productNo}` }).where('product_no', '=', option.productNo).execute();
  server.app.caches.changed(productChange(option.productNo));
  return option;
}

/** payAmount as the sum of its pieces. */
export const sumOfPieces = (a: SheetView['amounts']) =>
  a.productAmount - a.discountAmount + a.deliveryFee + a.remoteAreaFee + a.sampleFee - (a.couponDiscount ?? 0) - (a.shippingCouponDiscount ?? 0) - (a.pointsUsed ?? 0);
