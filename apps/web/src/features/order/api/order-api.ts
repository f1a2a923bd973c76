import {
  ApiCode,
  orderView,
  placedOrderView,
  sheetView,
  type BenefitChoiceInput,
  type OrderView,
  type PlaceOrderRequest,
  type PlacedOrderView,
  type SheetRequest,
  type SheetView, ordererView, type OrdererView } from '@maru/domain';
import type { z } from 'zod';
import { ApiError, shopApi } from '@/shared/api';

// The order calls of issue #11. Every answer is parsed with the contract's schema, so a
// field the server renames fails here, loudly, instead of showing 0원 somewhere.

const UNREADABLE = '주문 정보를 읽지 못했습니다. 잠시 후 다시 시도해 주세요.';

export function parseAnswer<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('code', ApiCode.NO_DATA, UNREADABLE, 200);
  return parsed.data;
}

/** The member's coupons and points the sheet is priced with; none for guests. */
const choiceKey = (choice: BenefitChoiceInput = {}) => `${choice.productCouponId ?? ''}:${choice.shippingCouponId ?? ''}:${choice.usePoints ?? 0}`;

export const sheetQueryKey = (sheetNo: string, zonecode: string | null, choice?: BenefitChoiceInput) => ['order', 'sheet', sheetNo, zonecode ?? '', choiceKey(choice)] as const;
export const orderQueryKey = (orderNo: string) => ['order', 'detail', orderNo] as const;

/** POST /order/v1/sheet: cart lines or 바로 구매 items become a priced, 30-minute sheet. */
export async function createSheet(request: SheetRequest): Promise<SheetView> {
  return parseAnswer(sheetView, (await shopApi.post('/order/v1/sheet', request)).data);
}

/** GET /order/v1/sheet/{sheetNo}: current prices, with 도서산간 once the zonecode is known and the member's coupons and points applied. */
export async function fetchSheet(sheetNo: string, zonecode: string | null, signal?: AbortSignal, choice: BenefitChoiceInput = {}): Promise<SheetView> {
  const answer = await shopApi.get(`/order/v1/sheet/${encodeURIComponent(sheetNo)}`, {
    query: { zonecode: zonecode ?? undefined, productCouponId: choice.productCouponId, shippingCouponId: choice.shippingCouponId, usePoints: choice.usePoints || undefined },
    signal,
  });
  return parseAnswer(sheetView, answer.data);
}

/** POST /order/v1: the server prices again and answers what the payment window needs. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrderView> {
  return parseAnswer(placedOrderView, (await shopApi.post('/order/v1', request)).data);
}

/** POST /order/v1/complete: the server checks the payment with PortOne itself. */
export async function completePayment(impUid: string, merchantUid: string): Promise<OrderView> {
  return parseAnswer(orderView, (await shopApi.post('/order/v1/complete', { imp_uid: impUid, merchant_uid: merchantUid })).data);
}

export async function fetchOrder(orderNo: string, signal?: AbortSignal): Promise<OrderView> {
  return parseAnswer(orderView, (await shopApi.get(`/order/v1/${encodeURIComponent(orderNo)}`, { signal })).data);
}

export async function checkGuestOrder(lookup: { orderNo: string; phone: string; password: string }): Promise<OrderView> {
  return parseAnswer(orderView, (await shopApi.post('/order/v1/private/check', lookup)).data);
}


/** The member's verified name and whole phone number, for the orderer section (my page shows the phone masked). */
export async function fetchOrderer(signal?: AbortSignal): Promise<OrdererView> {
  return ordererView.parse((await shopApi.get('/order/v1/orderer', { signal })).data);
}
