import type { CartDelivery, CartLine } from './cartLine';

export const parcel: CartDelivery = { groupKey: 'brand-a', method: '택배', fee: 3_000, freeOver: 50_000, payType: 'PREPAY' };
export const freight: CartDelivery = { groupKey: 'tiles', method: '화물', fee: 30_000, freeOver: null, payType: 'ARRIVAL' };

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productNo: 1,
    optionGroupSeq: 1,
    qty: 1,
    price: 10_000,
    priceDiscount: 0,
    stockCnt: 10,
    stockLostType: null,
    selected: true,
    delivery: parcel,
    ...overrides,
  };
}
