import { describe, expect, it } from 'vitest';
import { saveBuyNowItems } from './buy-now';
import { readBuyNowItems } from './buy-now-read';
import { checkoutSource, parseCartSeqs } from './checkout/checkout-source';
import { formatKstDateTime, formatKstDeadline, formatRemaining } from './format';
import { guestCheckoutPathFor, isMemberCheckoutPath } from './order-paths';

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

describe('checkoutSource', () => {
  const items = [{ productNo: 1, optionGroupSeq: 2, qty: 1 }];
  it('prefers a made sheet, then cart lines, then 바로 구매 state, then stored items', () => {
    expect(checkoutSource(new URLSearchParams('sheetNo=S1&cartSeqs=1'), { items }, items)).toEqual({ kind: 'sheet', sheetNo: 'S1' });
    expect(checkoutSource(new URLSearchParams('cartSeqs=2,1,2'), { items }, undefined)).toEqual({ kind: 'cart', cartSeqList: [2, 1] });
    expect(checkoutSource(new URLSearchParams(''), { items }, undefined)).toEqual({ kind: 'items', items });
    expect(checkoutSource(new URLSearchParams(''), null, items)).toEqual({ kind: 'items', items });
    expect(checkoutSource(new URLSearchParams(''), { items: [] }, undefined)).toEqual({ kind: 'none' });
  });

  it('refuses ids that are not positive numbers', () => {
    expect(parseCartSeqs('1,a')).toBeUndefined();
    expect(parseCartSeqs('0')).toBeUndefined();
    expect(parseCartSeqs('99999999999')).toBeUndefined();
    expect(parseCartSeqs('')).toBeUndefined();
  });
});

describe('buy-now storage', () => {
  it('keeps valid items only', () => {
    saveBuyNowItems([{ productNo: 10, optionGroupSeq: 100, itemGroupSeq: 1001, qty: 2 }]);
    expect(readBuyNowItems()).toEqual([{ productNo: 10, optionGroupSeq: 100, itemGroupSeq: 1001, qty: 2 }]);
    sessionStorage.setItem('maru:order-buy-now', '[{"productNo":-1}]');
    expect(readBuyNowItems()).toBeUndefined();
  });
});

describe('KST formats', () => {
  it('shows a deadline in Korean time whatever the device zone', () => {
    expect(formatKstDeadline('2026-11-24T14:59:59.000Z')).toBe('11월 24일 (화) 23:59까지');
    expect(formatKstDeadline('2025-12-31T15:00:00.000Z')).toBe('1월 1일 (목) 00:00까지');
    expect(formatKstDateTime('2025-11-23T05:01:00.000Z')).toBe('2025.11.23 14:01');
    expect(formatRemaining(4 * 60_000 + 59_001)).toBe('05:00');
    expect(formatRemaining(61_000)).toBe('01:01');
  });
});
