import { describe, expect, it } from 'vitest';
import type { Category } from '../api/schemas';
import { productTrail } from './product-trail';

const leaf = { categoryNo: 500110, categoryName: '포세린 타일', categoryList: [] } as unknown as Category;
const tree = [{ categoryNo: 500100, categoryName: '타일', categoryList: [leaf] } as unknown as Category];

describe('a product page trail', () => {
  it('runs 홈 > category > sub-category > the product, each with its path', () => {
    expect(productTrail(tree, { productNo: 7, productName: '마블 시에나', categoryNo: 500110 })).toEqual([
      { name: '홈', path: '/' },
      { name: '타일', path: '/product/list/500100' },
      { name: '포세린 타일', path: '/product/list/500110' },
      { name: '마블 시에나', path: '/product/item/7' },
    ]);
  });

  it('skips categories the shop tree does not show', () => {
    expect(productTrail(tree, { productNo: 7, productName: '마블 시에나', categoryNo: 999 }).map((crumb) => crumb.name)).toEqual(['홈', '마블 시에나']);
  });
});
