import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDiscountPercent, formatKrw, formatNumber } from './number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-12900, '-12,900'],
    [12900.5, '12,900.5'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('groups every whole number in threes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
        expect(Number(text.replace(/,/g, ''))).toBe(value);
      }),
    );
  });

  it('writes every safe integer, negative too, exactly as Intl does for ko-KR', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatNumber(value)).toBe(intl.format(value));
        expect(formatKrw(value)).toBe(`${intl.format(value)}원`);
      }),
    );
  });

  it('leaves what is not a safe integer to Intl', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(1.23456)).toBe('1.235');
    expect(formatNumber(2 ** 60)).toBe(new Intl.NumberFormat('ko-KR').format(2 ** 60));
  });
});

describe('formatKrw', () => {
  it.each([
    [12900, '12,900원'],
    [0, '0원'],
    [1000000, '1,000,000원'],
    [-3000, '-3,000원'],
    [999.5, '1,000원'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatKrw(value)).toBe(expected);
  });
});

describe('formatDiscountPercent', () => {
  it.each([
    [15, '15%'],
    [15.9, '15%'],
    [0, '0%'],
    [100, '100%'],
    [-5, '0%'],
    [Number.NaN, '0%'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatDiscountPercent(value)).toBe(expected);
  });
});
