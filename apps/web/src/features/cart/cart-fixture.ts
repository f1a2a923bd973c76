import type { CartLineData } from './cart-api';

/** A product-cart line for tests: 10,000원 (8,000원 on sale) × 1, parcel delivery. */
export function cartLine(overrides: Partial<CartLineData> = {}): CartLineData {
  return {
    cartSeq: 1,
    cartType: 'PRODUCT',
    productNo: 10,
    productName: '테라조 타일',
    brandName: '마루',
    imageUrl: '/media/products/10/320.webp',
    optionGroupSeq: 1001,
    itemGroupSeq: 1001,
    optionName: '600x600 / 무광',
    qty: 1,
    price: 10_000,
    priceDiscount: 8_000,
    orderPrice: 10_000,
    orderPriceDiscount: 8_000,
    stockCnt: 10,
    stockLostType: null,
    sellingPrice: 8_000,
    productOptionsStatus: 'AVAILABLE',
    maxQty: 10,
    payable: true,
    delivery: { groupKey: 'parcel', method: '택배', fee: 3_000, freeOver: 50_000, payType: 'PREPAY' },
    ...overrides,
  };
}
