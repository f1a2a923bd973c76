import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterEmail, filterInput, filterPhoneWithDash } from './inputFilter';

const sample = '홍길동 ㅎ Kim 010-12! 😀中';

describe('filterInput', () => {
  it.each([
    [{ digits: true }, '01012'],
    [{ korean: true }, '홍길동ㅎ'],
    [{ english: true }, 'Kim'],
    [{ special: true }, '-!'],
    [{ whitespace: true }, '    '],
    [{ korean: true, english: true, whitespace: true }, '홍길동 ㅎ Kim  '],
    [{}, ''],
  ])('with %j keeps only %j', (allow, expected) => {
    expect(filterInput(sample, allow)).toBe(expected);
  });

  it('always strips emoji and other scripts', () => {
    const all = { digits: true, korean: true, english: true, special: true, whitespace: true };
    expect(filterInput(sample, all)).toBe('홍길동 ㅎ Kim 010-12! ');
  });

  it('is idempotent and never adds characters', () => {
    const allowance = fc.record({
      digits: fc.boolean(),
      korean: fc.boolean(),
      english: fc.boolean(),
      special: fc.boolean(),
      whitespace: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.string(), allowance, (value, allow) => {
        const once = filterInput(value, allow);
        expect(filterInput(once, allow)).toBe(once);
        expect(Array.from(once).length).toBeLessThanOrEqual(Array.from(value).length);
      }),
    );
  });
});

describe('filterEmail and filterPhoneWithDash', () => {
  it('keeps only email characters', () => {
    expect(filterEmail(' 홍 maru.shop_1-a@ex ample.com! ')).toBe('maru.shop_1-a@example.com');
  });

  it('keeps only digits and dashes for phones', () => {
    expect(filterPhoneWithDash('010-1234 5678 (휴대폰)')).toBe('010-12345678');
  });
});
