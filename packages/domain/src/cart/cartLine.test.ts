import { describe, expect, it } from 'vitest';
import { cartLineView, isPayableLine } from './cartLine';
import { cartLine } from './cartLine.fixture';

describe('cartLineView', () => {
  it('adds the selling price and the option status', () => {
    expect(cartLineView(cartLine({ price: 59_000, priceDiscount: 49_000 }))).toMatchObject({
      sellingPrice: 49_000,
      productOptionsStatus: 'AVAILABLE',
    });
    expect(cartLineView(cartLine({ stockCnt: 0, stockLostType: 'STOCK_ALIM' })).productOptionsStatus).toBe('STOCK_ALIM');
    expect(cartLineView(cartLine({ stockCnt: 0 })).productOptionsStatus).toBe('SALE_CLOSE');
  });
});

describe('isPayableLine', () => {
  it('needs a ticked, available line whose quantity the stock covers', () => {
    expect(isPayableLine(cartLine())).toBe(true);
    expect(isPayableLine(cartLine({ selected: false }))).toBe(false);
    expect(isPayableLine(cartLine({ stockCnt: 0 }))).toBe(false);
    expect(isPayableLine(cartLine({ qty: 11 }))).toBe(false);
    expect(isPayableLine(cartLine({ qty: 10 }))).toBe(true);
    expect(isPayableLine(cartLine({ qty: 0 }))).toBe(false);
    expect(isPayableLine(cartLine({ qty: 1.5 }))).toBe(false);
  });
});
