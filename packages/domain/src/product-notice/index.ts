// 상품정보제공고시: the groups and items a product page must state, and the filled-in notice.
export * from './groups';
export * from './notice';
