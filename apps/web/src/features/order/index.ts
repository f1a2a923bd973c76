// The order feature's public surface. Pages are not exported here: the router lazy-loads
// them from ./pages. What other features need is light: 바로 구매 hands its lines over
// through buy-now.ts, and the sign-in page offers guest checkout through order-paths.ts.
export { clearBuyNowItems, readBuyNowItems, saveBuyNowItems, type BuyNowItem } from './buy-now';
export { guestCheckoutPathFor, isMemberCheckoutPath } from './order-paths';
