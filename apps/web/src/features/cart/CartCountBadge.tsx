import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { shopApi } from '@/shared/api';
import { CART_CHANGED_EVENT } from './cart-events';

async function fetchCartCount(signal: AbortSignal): Promise<number> {
  const answer = await shopApi.get<{ count?: number }>('/cart/v1/list', { query: { cartType: 'PRODUCT' }, signal });
  return answer.data?.count ?? 0;
}

/**
 * The number of lines in the product cart (the cart alarm). Refreshes when a page reports a
 * change (CART_CHANGED_EVENT) and on every navigation; a failed call keeps the last count.
 */
export function useCartCount(): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const onChange = () => setChanges((value) => value + 1);
    window.addEventListener(CART_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchCartCount(controller.signal).then(setCount, () => undefined);
    return () => controller.abort();
  }, [pathname, changes]);

  return count;
}

/** A small badge with the cart's line count; renders nothing for an empty cart. */
export function CartCountBadge({ className }: { className?: string }) {
  const count = useCartCount();
  if (count <= 0) return null;
  return (
    <span className={className} aria-label={`장바구니 상품 ${count}개`} data-testid="cart-count">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export default CartCountBadge;
