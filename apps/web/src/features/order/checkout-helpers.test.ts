import { describe, expect, it } from 'vitest';
import { saveBuyNowItems } from '@/shared/buy-now/buy-now';
import { readBuyNowItems } from '@/shared/buy-now/buy-now-read';
import { checkoutSource, parseCartSeqs } from './checkout/checkout-source';
import { formatRemaining } from './format';

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

describe('formatRemaining', () => {
  it('shows the minutes and seconds a sheet has left, rounded up', () => {
    expect(formatRemaining(4 * 60_000 + 59_001)).toBe('05:00');
    expect(formatRemaining(61_000)).toBe('01:01');
  });
});
