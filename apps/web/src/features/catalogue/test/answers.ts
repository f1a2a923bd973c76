import type { CategoryTreeNode, FilterGroupAnswer, FilterItemAnswer, ProductCard } from '@maru/domain';

// Catalogue answers for tests, typed by the domain declarations the server answers with, so
// a fixture cannot drift from what the server sends.

export function productCard(productNo: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    productNo,
    productName: `상품 ${productNo}`,
    brandNo: 1,
    brandName: '발도로',
    categoryNo: 11,
    price: 10_000,
    priceDiscount: 8_000,
    sellingPrice: 8_000,
    discountPercent: 20,
    saleYn: 'Y',
    soldOutYn: 'N',
    sampleYn: 'N',
    likeYn: 'N',
    reviewCnt: 0,
    reviewAvg: 0,
    thumbnailImageUrl: `/media/products/${productNo}/320.webp`,
    imageUrl: `/media/products/${productNo}/640.webp`,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function category(categoryNo: number, categoryName: string, children: CategoryTreeNode[] = [], categoryNoRef: number | null = null): CategoryTreeNode {
  return { categoryNo, categoryNoRef, categoryType: 'PRODUCT', categoryName, sortOrder: categoryNo, brandNo: null, categoryList: children };
}

export function filterItem(itemNo: number, itemName: string, categoryNos: readonly number[]): FilterItemAnswer {
  return { itemNo, itemName, sortOrder: itemNo, itemRefList: categoryNos.map((categoryNo) => ({ categoryNo })) };
}

export function filterGroup(filterNo: number, filterName: string, itemList: FilterItemAnswer[]): FilterGroupAnswer {
  return { filterNo, filterName, sortOrder: filterNo, itemList };
}
