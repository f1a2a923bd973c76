import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.9, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1550, '1.5k'],
    [1999, '1.9k'],
    [12345, '12.3k'],
    [999999, '999.9k'],
    [1_000_000, '1m'],
    [2_000_000, '2m'],
    [4_100_000, '4.1m'],
    [999_999_999, '999.9m'],
    [1_000_000_000, '1b'],
    [2_500_000_000_000, '2,500b'],
    [-1500, '-1.5k'],
  ])('shows %d as %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('never overstates a count', () => {
    const scale = { k: 1e3, m: 1e6, b: 1e9 } as const;
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 1, max: 1e5 }).map((n) => n * 100)), (value) => {
        const match = /^([\d,]+(?:\.\d)?)([kmb]?)$/.exec(abbreviateNumber(value));
        expect(match).not.toBeNull();
        const [, digits = '', suffix = ''] = match ?? [];
        const unit = suffix ? scale[suffix as keyof typeof scale] : 1;
        // Counted in tenths of the unit so 12.3 × 1000 stays exactly 12300.
        const shown = Math.round(Number(digits.replace(/,/g, '')) * 10) * unit / 10;
        expect(shown).toBeLessThanOrEqual(value);
        expect(value - shown).toBeLessThan(Math.max(unit / 10, 1));
      }),
    );
  });

  it('never shows a leading part of 1000 or more below the billions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999 }), (value) => {
        expect(abbreviateNumber(value)).toMatch(/^\d{1,3}(\.\d)?[km]$/);
      }),
    );
  });
});
