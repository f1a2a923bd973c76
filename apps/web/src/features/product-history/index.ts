// 최근 본 상품: what the product page, the sign-in flow and my page share. Imports no feature.
export { deleteProductViews, fetchProductHistory, productHistoryKey } from './history-api';
export { mergeGuestHistory, noteProductView } from './product-views';
