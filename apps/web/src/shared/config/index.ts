export { BRAND_NAME } from './brand';
export { mainCategories } from './main-categories';
export { shopInfo, type ShopInfo } from './shop-info';
