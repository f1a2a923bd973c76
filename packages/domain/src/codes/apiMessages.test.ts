import { describe, expect, it } from 'vitest';
import { ApiCode } from './apiCode';
import { apiMessages, messageForCode } from './apiMessages';
import { apiErrorResult } from './apiResult';

const hangul = /[가-힣]/;

describe('apiMessages', () => {
  it('has a Korean message for every code', () => {
    for (const code of Object.values(ApiCode)) {
      expect(apiMessages[code]).toMatch(hangul);
    }
  });

  it('falls back to the default error text for unknown codes', () => {
    expect(messageForCode(123456)).toBe(apiMessages[ApiCode.DEFAULT_ERROR]);
    expect(messageForCode(ApiCode.CART_ITEM_EXISTS)).toBe('이미 장바구니에 담긴 상품입니다.');
  });
});

describe('apiErrorResult', () => {
  it('keeps the server message when there is one', () => {
    expect(apiErrorResult(ApiCode.NO_DATA, 'gone')).toEqual({ result: false, code: 101, message: 'gone' });
  });

  it('uses the Korean default when the message is missing or blank', () => {
    expect(apiErrorResult(ApiCode.OUT_OF_STOCK).message).toBe('재고가 부족합니다.');
    expect(apiErrorResult(ApiCode.OUT_OF_STOCK, '  ').message).toBe('재고가 부족합니다.');
  });
});
