import type { ProductCard } from '@maru/domain';

/**
 * What a product card needs: a subset of one entry of the product list answer (declared once,
 * in the domain package), so any list of products — search, shelves, likes — can show cards.
 */
export type ProductSummary = Pick<ProductCard, 'productNo' | 'productName' | 'brandName' | 'price' | 'priceDiscount' | 'soldOutYn'> &
  Partial<Pick<ProductCard, 'likeYn' | 'reviewCnt' | 'reviewAvg' | 'imageUrl'>>;
