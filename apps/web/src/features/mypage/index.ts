// The my page feature's public surface for other features and the shell. Pages are not
// exported here: the router lazy-loads them. Nothing here imports another feature, so the
// product page and the sign-in flow can use it without pulling my page in.
export { noteProductView, mergeGuestHistory } from './history/product-views';
export { fetchMypageCommon, mypageKeys } from './api/mypage-api';
