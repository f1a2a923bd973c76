import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['(02) 123.4567', '02-123-4567'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['02', '02'],
    ['010', '010'],
    ['0101', '010-1'],
    ['010123', '010-123'],
    ['0101234', '010-123-4'],
    ['0212', '02-12'],
    ['02123', '02-123'],
    ['021234', '02-123-4'],
  ])('formats partial input %s progressively as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('drops digits beyond a full number', () => {
    expect(formatPhone('010123456789')).toBe('010-1234-5678');
    expect(formatPhone('02123456789')).toBe('02-1234-5678');
  });

  it('keeps the typed digits in order, up to a full number', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789- ()'.split('')) }), (input) => {
        const digits = input.replace(/\D/g, '');
        const max = digits.startsWith('02') ? 10 : 11;
        expect(formatPhone(input).replace(/-/g, '')).toBe(digits.slice(0, max));
      }),
    );
  });

  it('is idempotent and only produces 2–3, 3–4, 4 groups', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (input) => {
        const formatted = formatPhone(input);
        expect(formatPhone(formatted)).toBe(formatted);
        expect(formatted).toMatch(/^(\d{0,3}|\d{2,3}-\d{1,3}|\d{2,3}-\d{3,4}-\d{1,4})$/);
      }),
    );
  });
});
