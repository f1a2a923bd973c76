import { describe, expect, it } from 'vitest';
import { guestCheckoutPathFor, isMemberCheckoutPath } from './checkout-paths';

describe('guestCheckoutPathFor (the sign-in page\'s 비회원으로 주문하기)', () => {
  it('carries the cart lines and the sample order type over to the guest checkout', () => {
    expect(guestCheckoutPathFor('/order/checkout?cartSeqs=1,2')).toBe('/order/private/checkout?cartSeqs=1,2');
    expect(guestCheckoutPathFor('/order/checkout/sample?cartSeqs=3')).toBe('/order/private/checkout?cartSeqs=3&orderType=SAMPLE');
    // 바로 구매: the items wait in session storage, the address carries nothing.
    expect(guestCheckoutPathFor('/order/checkout')).toBe('/order/private/checkout');
    // A member's sheet is not a guest's to read.
    expect(guestCheckoutPathFor('/order/checkout?sheetNo=S1')).toBe('/order/private/checkout');
  });

  it('offers nothing for any other sign-in', () => {
    expect(guestCheckoutPathFor('/')).toBeUndefined();
    expect(guestCheckoutPathFor('/mypage')).toBeUndefined();
    expect(guestCheckoutPathFor('/order/checkoutx')).toBeUndefined();
    expect(isMemberCheckoutPath('/order/private/checkout')).toBe(false);
  });
});
