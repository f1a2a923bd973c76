import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, createAdmin } from './console-support';
import type { Option } from './order-support';
import { call, postJson } from './support';

// The benefit browser tests' set-up through the API, as the shop's own screens would do it:
// an operator delivers an order (prepare, ship, deliver), the member confirms it, and a
// product with a product coupon its page offers is found in the seeded catalogue.

const TRACKING_NO = '6012-3456-7890';

/** An operator (made by the documented command) prepares, ships and delivers the order's lines. */
export async function deliverAsOperator(api: APIRequestContext, orderNo: string, lineNos = [1]): Promise<void> {
  const admin = await createAdmin('benefits');
  const signedIn = await postJson(api, '/api/admin/v1/auth/sign-in', { email: admin.email, password: ADMIN_PASSWORD });
  expect((await signedIn.json()).code).toBe(0);
  const steps: [string, unknown][] = [
    ['prepare', { lineNos }],
    ['ship', { lineNos, carrierCode: 'CJ', trackingNo: TRACKING_NO }],
    ['deliver', { lineNos }],
  ];
  for (const [step, body] of steps) {
    const answer = await (await postJson(api, `/api/admin/v1/orders/${orderNo}/${step}`, body)).json();
    expect(answer.code, `${step}: ${answer.message}`).toBe(0);
  }
}

/** The member confirms the purchase of the delivered lines (what earns points). */
export async function confirmPurchase(page: Page, orderNo: string, lineNos = [1]): Promise<void> {
  const answer = await call(page, 'POST', `/api/order/v1/${orderNo}/confirm`, { lineNos });
  expect(answer.code, answer.message).toBe(0);
}

export interface CouponTarget {
  option: Option;
  productName: string;
  sellingPrice: number;
  /** How many to buy so the coupon's minimum is reached. */
  qty: number;
  coupon: { couponId: number; name: string; minOrderAmount: number };
}

interface ListedCoupon {
  couponId: number;
  name: string;
  kind: 'PRODUCT' | 'SHIPPING';
  minOrderAmount: number;
  soldOut: boolean;
}

/**
 * An in-stock option of a product whose page offers a product coupon reachable with at most
 * three of it (the coupon's minimum), and that coupon; `skip` products are passed over.
 */
export async function productWithCoupon(request: APIRequestContext, skip: readonly number[] = []): Promise<CouponTarget> {
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (let listPage = 1; listPage <= 6; listPage += 1) {
    const list = await request.post('/api/product/v1/search/list', {
      data: { categorys: [], filters: [], page: listPage, size: 60, sorted: 'NE' },
      headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    });
    const products = ((await list.json()).data as { productList: { productNo: number; productName: string; sellingPrice: number; soldOutYn: string }[] }).productList;
    for (const product of products) {
      if (skip.includes(product.productNo) || product.soldOutYn === 'Y' || product.sellingPrice < 5_000) continue;
      const coupons = ((await (await request.get(`/api/coupon/v1/product/${product.productNo}`)).json()).data as { list: ListedCoupon[] }).list;
      const coupon = coupons.filter((candidate) => candidate.kind === 'PRODUCT' && !candidate.soldOut).find((candidate) => candidate.minOrderAmount <= product.sellingPrice * 3);
      if (!coupon) continue;
      const rows = ((await (await request.get(`/api/product/v1/option/itemList?productNo=${product.productNo}`)).json()).data as { optionList: { itemGroupSeq: number; stockCnt: number; soldOutYn: string; inquiryProductYn?: string }[] }).optionList;
      const row = rows.find((candidate) => candidate.stockCnt >= 20 && candidate.soldOutYn !== 'Y' && candidate.inquiryProductYn !== 'Y');
      if (!row) continue;
      const qty = Math.max(1, Math.ceil(coupon.minOrderAmount / product.sellingPrice));
      return { option: { productNo: product.productNo, itemGroupSeq: row.itemGroupSeq }, productName: product.productName, sellingPrice: product.sellingPrice, qty, coupon };
    }
  }
  throw new Error('no product with a product coupon in the seeded catalogue');
}

/** The won amount shown in an amounts box cell ('-5,000원' → -5000, '0원' → 0). */
export async function wonIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const digits = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -digits : digits;
}
