// The cart feature's public surface for other features and the shell. Pages are not
// exported here: the router lazy-loads them from ./pages so they stay out of the entry.
// The shell should load the badge lazily: lazy(() => import('@/features/cart/CartCountBadge')).
export { CART_CHANGED_EVENT, notifyCartChanged } from './cart-events';
export { mergeGuestCart } from './merge-guest-cart';
export { addToCart, checkCartDuplicate, pushAddToCart, type CartItemInput, type CartType } from './cart-actions';
export { CartCountBadge, useCartCount } from './CartCountBadge';
