import { describe, expect, it } from 'vitest';
import { ApiCode, MaruApiCode, SpecApiCode, isApiCode, isSuccessCode } from './apiCode';

describe('ApiCode', () => {
  it('keeps the catalogue numbers the spec fixes', () => {
    expect(ApiCode).toMatchObject({
      SUCCESS: 0,
      DEFAULT_ERROR: 999,
      REQUIRED_PARAMETER: 104,
      NO_DATA: 101,
      NO_ACCESS_TOKEN: 1002,
      TOKEN_NOT_EQUAL: 1003,
      USER_NOT_EXIST: 2002,
      ACCOUNT_EXISTS: 2007,
      CART_ITEM_EXISTS: 3002,
      CODE_4001: 4001,
      CODE_4002: 4002,
      CODE_4005: 4005,
      CODE_4006: 4006,
      IDENTITY_PROVIDER_ERROR: 'F0000',
    });
  });

  it('gives every code a distinct value, so Maru codes never shadow catalogue codes', () => {
    const values = Object.values(ApiCode);
    expect(new Set(values).size).toBe(values.length);
    const specValues = new Set<unknown>(Object.values(SpecApiCode));
    expect(Object.values(MaruApiCode).filter((code) => specValues.has(code))).toEqual([]);
  });

  it('recognises known codes only', () => {
    expect(isApiCode(3009)).toBe(true);
    expect(isApiCode('F0000')).toBe(true);
    expect(isApiCode(4003)).toBe(false);
    expect(isApiCode('0')).toBe(false);
  });

  it('treats only numeric 0 as success', () => {
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode('0')).toBe(false);
    expect(isSuccessCode(999)).toBe(false);
  });
});
