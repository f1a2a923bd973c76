// The order feature's public surface: after the sale, for my page's pages. Pages are not
// exported here: the router lazy-loads them from ./pages. 바로 구매's hand-over
// (shared/buy-now) and the sign-in page's guest checkout path (shared/routing) live outside
// the feature, so the product and sign-in pages do not import it.
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
export { UnpaidOrderActions } from './unfinished/UnpaidOrderActions';
