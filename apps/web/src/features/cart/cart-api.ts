import type { CartDelivery, CartTotals, OptionStatus, ProductOptionRow, SampleTotals, StockLostType } from '@maru/domain';
import { shopApi } from '@/shared/api';
import type { CartType } from './cart-actions';

/** One cart line as GET /cart/v1/list answers it (current prices and stock). */
export interface CartLineData {
  cartSeq: number;
  cartType: CartType;
  productNo: number;
  productName: string;
  brandName: string;
  imageUrl: string;
  optionGroupSeq: number;
  itemGroupSeq: number;
  optionName: string;
  qty: number;
  price: number;
  priceDiscount: number;
  orderPrice: number;
  orderPriceDiscount: number;
  stockCnt: number;
  stockLostType: StockLostType | null;
  sellingPrice: number;
  productOptionsStatus: OptionStatus;
  maxQty: number;
  payable: boolean;
  delivery: CartDelivery;
}

export interface CartData {
  cartType: CartType;
  list: CartLineData[];
  totals: CartTotals | SampleTotals;
  count: number;
  lineMaxQty: number;
  sampleLimit: number;
  sampleFee: number;
}

export const cartQueryKey = (cartType: CartType) => ['cart', cartType] as const;

export async function fetchCart(cartType: CartType, signal?: AbortSignal): Promise<CartData> {
  const answer = await shopApi.get<CartData>('/cart/v1/list', { query: { cartType }, signal });
  return answer.data!;
}

/** The web client sends no DELETE body, so the ids travel as ?cartSeqs=1,2. */
export async function deleteCartLines(cartSeqs: readonly number[]): Promise<void> {
  await shopApi.delete('/cart/v1', { query: { cartSeqs: cartSeqs.join(',') } });
}

export interface LineChangeResult {
  cartSeq: number;
  qty: number;
  merged: boolean;
  notice: string | null;
}

export async function changeCartLine(change: { cartItemSeq: number; optionGroupSeq?: number; qty?: number }): Promise<LineChangeResult> {
  const answer = await shopApi.put<LineChangeResult>('/cart/v1', change);
  return answer.data!;
}

export interface LineOptions {
  cartSeq: number;
  optionGroupSeq: number;
  qty: number;
  optionList: ProductOptionRow[];
}

export async function fetchLineOptions(cartSeq: number, signal?: AbortSignal): Promise<LineOptions> {
  const answer = await shopApi.get<LineOptions>('/cart/v1/option', { query: { cartSeq }, signal });
  return answer.data!;
}
