import { shopApi } from '@/shared/api';
import { notifyCartChanged } from './cart-events';

/**
 * Called right after every sign-in: the server merges the guest cart named by its HttpOnly
 * `tcn` cookie into the member cart and clears the cookie. A guest without a cart, or a
 * failed merge, must never block the sign-in itself, so failures are swallowed here (the
 * guest lines stay in the guest cart and can be merged at the next sign-in).
 */
export async function mergeGuestCart(): Promise<void> {
  try {
    await shopApi.put('/cart/v1/user', {});
  } catch {
    return;
  } finally {
    notifyCartChanged();
  }
}
