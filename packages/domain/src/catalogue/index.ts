export {
  EMPTY_PRODUCT_LIST_QUERY,
  PRODUCT_LIST_SORTS,
  UTM_KEYS,
  normalizeProductListQuery,
  parseProductListQuery,
  serializeProductListQuery,
} from './productListQuery';
export type { ProductListQuery, ProductListSort, QueryParamsLike, UtmKey } from './productListQuery';
export {
  addFilter,
  clearFilters,
  isPremiumCategory,
  removeFilter,
  setKeyword,
  setPage,
  setSorted,
  toggleFilter,
  withPremiumSort,
} from './productListEdits';
export { collapseCategories } from './categoryCollapse';
export type { CategoryNode } from './categoryCollapse';
export { matchesFilters } from './filterMatch';
export {
  categoryNodeSchema,
  categoryTreeData,
  deliveryListData,
  deliveryMethodsData,
  deliverySchema,
  filterGroupSchema,
  filterItemSchema,
  filterTreeData,
  likeData,
  optionRowSchema,
  optionRowsData,
  productCardSchema,
  productDetailData,
  searchCountData,
  searchListData,
  stockAlimData,
  tileSpecSchema,
} from './answers';
export type { CategoryTreeNode, Delivery, FilterGroupAnswer, FilterItemAnswer, ProductCard, ProductDetail } from './answers';
