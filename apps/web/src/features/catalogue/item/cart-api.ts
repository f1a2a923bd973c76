import { ApiCode } from '@maru/domain';
import { isApiError, shopApi } from '@/shared/api';

// The product page's own cart calls (spec 02 §7), used until the cart feature exports an
// add-to-cart API. The server tells members and guests apart by their cookies.

export interface CartItemPayload {
  productNo: number;
  optionGroupSeq: number;
  /** The chosen combination; the product's optionGroupSeq alone names no option. */
  itemGroupSeq: number;
  qty: number;
}

/** POST /cart/v1/check. Spec 02 §5: only code 3002 means "already in the cart"; other codes are errors. */
export async function isInCart(items: readonly CartItemPayload[]): Promise<boolean> {
  try {
    await shopApi.post('/cart/v1/check', { cartType: 'PRODUCT', items });
    return false;
  } catch (error) {
    if (isApiError(error) && Number(error.code) === ApiCode.CART_ITEM_EXISTS) return true;
    throw error;
  }
}

export async function addToCart(items: readonly CartItemPayload[]): Promise<void> {
  await shopApi.post('/cart/v1', { cartType: 'PRODUCT', items });
}
