// The order feature's public surface. Pages are not exported here: the router lazy-loads
// them from ./pages. What other features need is light: 바로 구매 hands its lines over
// through buy-now.ts, and the sign-in page offers guest checkout through order-paths.ts.
export { clearBuyNowItems, saveBuyNowItems, type BuyNowItem } from './buy-now';
export { readBuyNowItems } from './buy-now-read';
export { guestCheckoutPathFor, isMemberCheckoutPath } from './order-paths';

// After the sale, for my page's pages (nothing here runs on import, so the features above
// that import only the light parts do not download these).
export {
  afterSaleKeys,
  fetchClaimList,
  fetchOrderCounts,
  fetchOrderList,
  type ClaimListPage,
  type ClaimSubmitted,
  type OrderListPage,
} from './api/aftersale-api';
export { ClaimDetailView } from './aftersale/ClaimDetail';
export { ClaimRequest } from './aftersale/ClaimRequest';
export { lineNosFrom } from './aftersale/claim-form';
export { submittedMessage } from './aftersale/submitted-message';
export { OrderDetailView } from './detail/OrderDetailView';
export { formatKstDate, formatKstDateTime } from './format';
export { UnpaidOrderActions } from './unfinished/UnpaidOrderActions';
