import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collapseCategories } from './categoryCollapse';
import type { CategoryNode } from './categoryCollapse';

const child = (categoryNo: number, parent: number): CategoryNode => ({ categoryNo, categoryNoRef: parent });
const tiles: CategoryNode = { categoryNo: 1, categoryNoRef: null, categoryList: [child(11, 1), child(12, 1), child(13, 1)] };
const faucets: CategoryNode = { categoryNo: 2, categoryNoRef: null, categoryList: [child(21, 2), child(22, 2)] };
const empty: CategoryNode = { categoryNo: 3, categoryNoRef: null, categoryList: [] };
const tree = [tiles, faucets, empty];

describe('collapseCategories', () => {
  it('replaces a complete set of children with their parent, in place of the first child', () => {
    expect(collapseCategories([21, 11, 12, 13], tree)).toEqual([21, 1]);
    expect(collapseCategories([22, 21, 11], tree)).toEqual([2, 11]);
  });

  it('keeps partial selections and does not repeat a parent chosen as well', () => {
    expect(collapseCategories([11, 12], tree)).toEqual([11, 12]);
    expect(collapseCategories([1, 11, 12, 13], tree)).toEqual([1]);
    expect(collapseCategories([3], tree)).toEqual([3]);
  });

  it('is idempotent and never names a child of a fully chosen parent', () => {
    const children = [11, 12, 13, 21, 22];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...children, 1, 2, 99)), (selected) => {
        const collapsed = collapseCategories(selected, tree);
        expect(collapseCategories(collapsed, tree)).toEqual(collapsed);
        expect(new Set(collapsed).size).toBe(collapsed.length);
        for (const parent of [tiles, faucets]) {
          const all = (parent.categoryList ?? []).every((node) => selected.includes(node.categoryNo));
          expect(collapsed.includes(parent.categoryNo)).toBe(all || selected.includes(parent.categoryNo));
          if (all) expect(collapsed.some((no) => parent.categoryList?.some((node) => node.categoryNo === no))).toBe(false);
        }
      }),
    );
  });
});
