import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStylingListAddress, serializeStylingListAddress, type StylingListAddress } from './list-address';
import { STYLING_SPACES, STYLING_STYLES } from './vocabulary';

/** A query string as the browser's URLSearchParams reads it (the domain package has no DOM). */
const parse = (query: string) => {
  const pairs = new Map(query.split('&').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  return parseStylingListAddress({ get: (name) => pairs.get(name) ?? null });
};

describe('styling list address', () => {
  it('reads space, style and page', () => {
    expect(parse('space=BATH&style=MODERN&page=3')).toEqual({ space: 'BATH', style: 'MODERN', page: 3 });
  });

  it('drops what it does not know instead of failing', () => {
    expect(parse('space=ATTIC&style=<b>&page=-2')).toEqual({ space: undefined, style: undefined, page: 1 });
    expect(parse('page=0')).toEqual({ page: 1 });
    expect(parse('page=1e3')).toEqual({ page: 1 });
  });

  it('leaves defaults out of the canonical form', () => {
    expect(serializeStylingListAddress({ page: 1 })).toBe('');
    expect(serializeStylingListAddress({ style: 'NORDIC', space: 'LIVING', page: 2 })).toBe('space=LIVING&style=NORDIC&page=2');
  });

  it('reads back what it wrote', () => {
    const address = fc.record({
      space: fc.option(fc.constantFrom(...STYLING_SPACES), { nil: undefined }),
      style: fc.option(fc.constantFrom(...STYLING_STYLES), { nil: undefined }),
      page: fc.integer({ min: 1, max: 999_999 }),
    });
    fc.assert(
      fc.property(address, (value: StylingListAddress) => {
        expect(parse(serializeStylingListAddress(value))).toEqual(value);
      }),
    );
  });
});
