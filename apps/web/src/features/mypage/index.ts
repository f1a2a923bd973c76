// The my page feature's public surface for the shell. Pages are not exported here: the
// router lazy-loads them. 최근 본 상품 is a feature of its own (product-history).
export { fetchMypageCommon, mypageKeys } from './api/mypage-api';
