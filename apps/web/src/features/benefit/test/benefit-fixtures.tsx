import type { DownloadableCouponView, MemberCouponView, SheetBenefitsView, SheetCouponOption } from '@maru/domain';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';

// Answers of the benefit API for the web tests, shaped by the contract's types, and a
// page renderer with the providers the app gives (query client, toasts, router).

const terms = {
  couponId: 1,
  name: '첫 구매 5천원 할인',
  benefitType: 'AMOUNT' as const,
  kind: 'PRODUCT' as const,
  amount: 5_000,
  rate: 0,
  maxDiscount: null,
  minOrderAmount: 30_000,
  scope: 'ALL' as const,
  benefitLabel: '5,000원 할인',
  scopeLabel: '전 상품',
  conditionLabel: '30,000원 이상 구매 시',
};

export const downloadable = (overrides: Partial<DownloadableCouponView> = {}): DownloadableCouponView => ({
  ...terms,
  downloadUntil: null,
  validUntil: null,
  validDays: 30,
  downloaded: false,
  soldOut: false,
  ...overrides,
});

export const held = (overrides: Partial<MemberCouponView> = {}): MemberCouponView => ({
  ...terms,
  memberCouponId: 11,
  status: 'USABLE',
  issuedAt: '2026-11-20T00:00:00Z',
  validFrom: '2026-11-20T00:00:00Z',
  expiresAt: '2026-12-20T00:00:00Z',
  usedAt: null,
  usedOrderNo: null,
  ...overrides,
});

export const sheetCoupon = (overrides: Partial<SheetCouponOption> = {}): SheetCouponOption => ({
  ...terms,
  memberCouponId: 11,
  expiresAt: '2026-12-20T00:00:00Z',
  discount: 5_000,
  usable: true,
  reason: null,
  ...overrides,
});

export const sheetBenefits = (overrides: Partial<SheetBenefitsView> = {}): SheetBenefitsView => ({
  productCoupons: [sheetCoupon()],
  shippingCoupons: [
    sheetCoupon({ memberCouponId: 12, couponId: 2, name: '무료배송 쿠폰', benefitType: 'FREE_DELIVERY', kind: 'SHIPPING', amount: 0, benefitLabel: '무료배송', minOrderAmount: 0, conditionLabel: '', discount: 3_000 }),
  ],
  points: { balance: 4_550, maxUsable: 4_500, minBalance: 1_000, unit: 100 },
  applied: { productCouponId: null, shippingCouponId: null, usePoints: 0 },
  ...overrides,
});

export const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
/** A business refusal: HTTP 200 with the code, as the benefit calls answer them. */
export const refusal = (code: number, message: string) => new Response(JSON.stringify({ code, message }), { headers: { 'content-type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** A fetch stand-in answering by the handler; records every call. */
export function stubFetch(handler: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return handler(call) ?? new Response(JSON.stringify({ code: 101, message: 'not found' }), { status: 404 });
  });
  return calls;
}

/** The element at a URL, with the app's providers; other paths render their name so a navigation shows. */
export function renderAt(element: ReactNode, url: string, path = url.split('?')[0]!) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    url,
  );
}
