import { paths } from '@/shared/routing';

/** Where a shopper goes back to from a checkout that cannot go on. */
export function cartPathFor(orderType: 'PRODUCT' | 'SAMPLE'): string {
  return orderType === 'SAMPLE' ? paths.cartSample() : paths.cart();
}
