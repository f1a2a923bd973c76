import type { CartLineChangeData, CartLineOptionsData, CartListData } from '@maru/domain';
import { answerReader, shopApi } from '@/shared/api';
import type { CartType } from './cart-actions';

// Every answer is parsed with its contract from the domain package.
const parse = answerReader();

export type { CartLineChangeData as LineChangeResult, CartLineData, CartLineOptionsData as LineOptions, CartListData as CartData } from '@maru/domain';

export const cartQueryKey = (cartType: CartType) => ['cart', cartType] as const;

export async function fetchCart(cartType: CartType, signal?: AbortSignal): Promise<CartListData> {
  return parse('cartListData', (await shopApi.get('/cart/v1/list', { query: { cartType }, signal })).data);
}

/** The web client sends no DELETE body, so the ids travel as ?cartSeqs=1,2. */
export async function deleteCartLines(cartSeqs: readonly number[]): Promise<void> {
  await shopApi.delete('/cart/v1', { query: { cartSeqs: cartSeqs.join(',') } });
}

export async function changeCartLine(change: { cartItemSeq: number; optionGroupSeq?: number; qty?: number }): Promise<CartLineChangeData> {
  return parse('cartLineChangeData', (await shopApi.put('/cart/v1', change)).data);
}

export async function fetchLineOptions(cartSeq: number, signal?: AbortSignal): Promise<CartLineOptionsData> {
  return parse('cartLineOptionsData', (await shopApi.get('/cart/v1/option', { query: { cartSeq }, signal })).data);
}
