// The catalogue feature's public surface for other features and the shell. Pages are not
// exported here: the router lazy-loads them from ./pages so they stay out of the entry.
export { ProductCard } from './product-card/ProductCard';
export type { ProductSummary } from './product-card/product-summary';
export { CARD_IMAGE_SIZES } from './product-card/product-image';
export { SearchBox } from './search/SearchBox';
