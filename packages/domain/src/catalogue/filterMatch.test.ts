import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchesFilters } from './filterMatch';

// Group 1 = size (600x600 → 101, 300x600 → 102), group 2 = finish (matt → 201, polished → 202).
const itemToGroup = new Map([
  [101, 1],
  [102, 1],
  [201, 2],
  [202, 2],
]);

describe('matchesFilters', () => {
  it('passes everything when nothing is selected', () => {
    expect(matchesFilters([], [], itemToGroup)).toBe(true);
  });

  it('ORs items of one group', () => {
    expect(matchesFilters([102], [101, 102], itemToGroup)).toBe(true);
    expect(matchesFilters([201], [101, 102], itemToGroup)).toBe(false);
  });

  it('ANDs across groups', () => {
    expect(matchesFilters([101, 202], [101, 102, 202], itemToGroup)).toBe(true);
    expect(matchesFilters([101], [101, 202], itemToGroup)).toBe(false);
  });

  it('treats an unknown item as a group of its own', () => {
    expect(matchesFilters([101, 999], [101, 999], itemToGroup)).toBe(true);
    expect(matchesFilters([101], [101, 999], itemToGroup)).toBe(false);
  });

  it('equals "every selected group has one of its items on the product"', () => {
    const item = fc.constantFrom(101, 102, 201, 202);
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (product, selected) => {
        const groups = new Set(selected.map((no) => itemToGroup.get(no)));
        const expected = [...groups].every((group) =>
          selected.some((no) => itemToGroup.get(no) === group && product.includes(no)),
        );
        expect(matchesFilters(product, selected, itemToGroup)).toBe(expected);
        expect(matchesFilters([...product, ...selected], selected, itemToGroup)).toBe(true);
      }),
    );
  });
});
