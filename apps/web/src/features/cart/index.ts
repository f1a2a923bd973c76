// The cart feature's public surface for other features and the shell. Pages are not
// exported here: the router lazy-loads them from ./pages so they stay out of the entry.
export { CART_CHANGED_EVENT, notifyCartChanged } from './cart-events';
export { mergeGuestCart } from './merge-guest-cart';
