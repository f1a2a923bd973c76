/**
 * The header badge lives in the shell while carts change inside lazy pages (product page,
 * cart page, sign-in). A window event links them without the shell importing any cart code.
 */
export const CART_CHANGED_EVENT = 'maru:cart-changed';

export function notifyCartChanged(): void {
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
}
