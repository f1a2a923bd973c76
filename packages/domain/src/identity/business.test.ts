import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBusinessNumber, isBusinessMember, validateBusinessNumber } from './business';

describe('isBusinessMember', () => {
  it('is true for authNo 17 only', () => {
    expect(isBusinessMember(17)).toBe(true);
    expect(isBusinessMember(1)).toBe(false);
    expect(isBusinessMember(undefined)).toBe(false);
    expect(isBusinessMember(null)).toBe(false);
  });
});

describe('validateBusinessNumber', () => {
  it.each(['124-81-00998', '1248100998', '120-81-47521', '211-88-68802'])('accepts the registered number %s', (value) => {
    expect(validateBusinessNumber(value)).toBe(true);
  });

  it.each(['124-81-00997', '1234567890', '124-8100998', '12-481-00998', '124 81 00998', '124810099', '12481009981', ''])(
    'rejects %j',
    (value) => {
      expect(validateBusinessNumber(value)).toBe(false);
    },
  );

  it('adds the carry of the ninth digit', () => {
    // Ninth digit 9: 9 × 5 = 45 carries 4. Without the carry the check digit would be 2.
    expect(validateBusinessNumber('124-81-00992')).toBe(false);
  });

  it('accepts exactly one check digit for any first nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (body) => {
        const valid = '0123456789'.split('').filter((check) => validateBusinessNumber(`${body}${check}`));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('gives the same answer with or without dashes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(validateBusinessNumber(formatBusinessNumber(digits))).toBe(validateBusinessNumber(digits));
      }),
    );
  });
});

describe('formatBusinessNumber', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['1234567890', '123-45-67890'],
    ['123-45-67890', '123-45-67890'],
    ['12345678901', '123-45-67890'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatBusinessNumber(input)).toBe(expected);
  });
});
