import { ApiCode, ConversionType, TrackingEvent } from '@maru/domain';
import { isApiError, shopApi } from '@/shared/api';
import { notifyCartChanged } from './cart-events';

// Light helpers other features (the product page) call; they must not pull the cart pages in.

export type CartType = 'PRODUCT' | 'SAMPLE';

export interface CartItemInput {
  productNo: number;
  /** The option row. The product page, whose rows call the product's group optionGroupSeq, sends the row as itemGroupSeq. */
  optionGroupSeq: number;
  itemGroupSeq?: number;
  qty: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Spec 01 §9: an add is reported as AddToCart with conversion type 3 (add cart). */
export function pushAddToCart(items: readonly CartItemInput[], cartType: CartType): void {
  (window.dataLayer ??= []).push({
    event: TrackingEvent.addToCart,
    conversionType: ConversionType.addCart,
    cartType,
    items: items.map((item) => ({ item_id: String(item.productNo), item_variant: String(item.itemGroupSeq ?? item.optionGroupSeq), quantity: item.qty })),
  });
}

/** POST /cart/v1: adds every item or none; refusals (stock, limits) throw ApiError with a Korean message. */
export async function addToCart(items: readonly CartItemInput[], cartType: CartType = 'PRODUCT'): Promise<void> {
  await shopApi.post('/cart/v1', { cartType, items });
  pushAddToCart(items, cartType);
  notifyCartChanged();
}

/** POST /cart/v1/check. Spec 02 §5: only code 3002 means "already in the cart"; any other failure is an error. */
export async function checkCartDuplicate(item: CartItemInput | readonly CartItemInput[], cartType: CartType = 'PRODUCT'): Promise<boolean> {
  const body = Array.isArray(item) ? { cartType, items: item } : { cartType, ...(item as CartItemInput) };
  try {
    await shopApi.post('/cart/v1/check', body);
    return false;
  } catch (error) {
    if (isApiError(error) && Number(error.code) === ApiCode.CART_ITEM_EXISTS) return true;
    throw error;
  }
}
