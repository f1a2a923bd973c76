import type { ConsoleCategoryNode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { newParentChoices, orderAfterStep, parentChoices, siblingsOf } from './category-tree';

const node = (categoryNo: number, name: string, parentNo: number | null, change: Partial<ConsoleCategoryNode> = {}): ConsoleCategoryNode => ({
  categoryNo,
  parentNo,
  categoryType: 'PRODUCT',
  name,
  depth: parentNo === null ? 1 : 2,
  sortOrder: 1,
  hidden: false,
  brandNo: null,
  productCnt: 0,
  children: [],
  ...change,
});

const tile = node(10, '타일', null, { children: [node(11, '포세린', 10), node(12, '세라믹', 10), node(13, '모자이크', 10)] });
const lamp = node(20, '조명', null, { children: [node(21, '펜던트', 20)] });
const outdoor = node(30, '아웃도어', null);
const brandList = node(91, '발도로', null, { categoryType: 'BRAND', brandNo: 1 });
const tree = [tile, lamp, outdoor, brandList];

describe('ordering within a parent', () => {
  it('orders children among their parent\'s children and top categories among the top', () => {
    expect(siblingsOf(tree, tile.children[1]!).map((sibling) => sibling.categoryNo)).toEqual([11, 12, 13]);
    expect(siblingsOf(tree, lamp).map((sibling) => sibling.categoryNo)).toEqual([10, 20, 30, 91]);
  });

  it('swaps one place up or down, and has nothing to do at either end', () => {
    expect(orderAfterStep(tree, tile.children[1]!, -1)).toEqual([12, 11, 13]);
    expect(orderAfterStep(tree, tile.children[1]!, 1)).toEqual([11, 13, 12]);
    expect(orderAfterStep(tree, tile.children[0]!, -1)).toBeUndefined();
    expect(orderAfterStep(tree, brandList, 1)).toBeUndefined();
    expect(orderAfterStep(tree, lamp, 1)).toEqual([10, 30, 20, 91]);
  });
});

describe('where a category may move', () => {
  it('offers the top and the other product top categories to a product category without children', () => {
    expect(parentChoices(tree, tile.children[0]!)).toEqual([
      { value: '', label: '최상위' },
      { value: '10', label: '타일' },
      { value: '20', label: '조명' },
      { value: '30', label: '아웃도어' },
    ]);
    expect(parentChoices(tree, outdoor).map((choice) => choice.label)).toEqual(['최상위', '타일', '조명']);
  });

  it('offers nothing to a category with children (3 levels) or a brand list', () => {
    expect(parentChoices(tree, tile)).toEqual([]);
    expect(parentChoices(tree, brandList)).toEqual([]);
  });

  it('adds new categories under product top categories only', () => {
    expect(newParentChoices(tree).map((choice) => choice.value)).toEqual(['10', '20', '30']);
  });
});
