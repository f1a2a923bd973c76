import { Leaf, PREMIUM_CATEGORY_NO, Root, leavesOf } from './categories';
import { colourKeys, colours } from './colours';
import { allTileSizes, finishes, materials, origins, priceBands, usages } from './vocabulary';
import type { GeneratedFilter } from '../types';

// The 3-depth filter tree: filter group → items → the categories each item applies to.
// Item numbers are unique across groups (filterNo × 100 + position), because search
// criteria send them as one flat list and the group is looked up from the number.

export const FilterNo = {
  colour: 101,
  size: 102,
  finish: 103,
  usage: 104,
  origin: 105,
  priceBand: 106,
  material: 107,
} as const;
export type FilterKey = keyof typeof FilterNo;

const filterNames: Record<FilterKey, string> = {
  colour: '색상',
  size: '사이즈',
  finish: '마감',
  usage: '용도',
  origin: '원산지',
  priceBand: '가격대',
  material: '소재',
};

const departmentTree = (root: number) => [root, ...leavesOf(root)];
const tileTree = departmentTree(Root.tile);
const carpetTree = departmentTree(Root.carpet);
const everyProductCategory = Object.values(Root).flatMap(departmentTree);

/** Where each material is offered as a filter; the tile materials only make sense for tiles. */
const materialCategories: Record<(typeof materials)[number], number[]> = {
  포세린: tileTree,
  세라믹: [...tileTree, Leaf.object],
  유리: [...tileTree, ...departmentTree(Root.lighting), Leaf.object],
  천연석: [...tileTree, Leaf.table, Leaf.object],
  나일론: carpetTree,
  폴리프로필렌: [...carpetTree, Root.object, Leaf.rug],
  울: [...carpetTree, Root.object, Leaf.rug, Leaf.textile],
  황동: [...departmentTree(Root.bath), ...departmentTree(Root.lighting)],
  스테인리스: departmentTree(Root.bath),
  원목: [...departmentTree(Root.furniture), Leaf.object],
  패브릭: [Root.furniture, Leaf.sofa, Leaf.chair, ...departmentTree(Root.lighting)],
  가죽: [Root.furniture, Leaf.sofa, Leaf.chair],
  금속: [...departmentTree(Root.furniture), ...departmentTree(Root.lighting), Leaf.bathAccessory],
  리넨: [Root.object, Leaf.textile],
  면: [Root.object, Leaf.textile, Leaf.rug],
};

const sizeCategories = (label: string) =>
  label === '500×500' || label === '250×1000' ? carpetTree : tileTree;

/** The premium and brand lists mix departments, so the department-neutral filters apply there too. */
function withListCategories(categoryNos: number[], brandCategoryNos: readonly number[]): number[] {
  return [...categoryNos, PREMIUM_CATEGORY_NO, ...brandCategoryNos];
}

export function buildFilters(brandCategoryNos: readonly number[]): GeneratedFilter[] {
  const groups: Record<FilterKey, { name: string; categoryNos: number[] }[]> = {
    colour: colourKeys.map((key) => ({
      name: colours[key].filterName,
      categoryNos: withListCategories(everyProductCategory, brandCategoryNos),
    })),
    size: allTileSizes.map((size) => ({ name: size.label, categoryNos: sizeCategories(size.label) })),
    finish: finishes.map((name) => ({ name, categoryNos: tileTree })),
    usage: usages.map((name) => ({ name, categoryNos: tileTree })),
    origin: origins.map((name) => ({ name, categoryNos: withListCategories(everyProductCategory, brandCategoryNos) })),
    priceBand: priceBands.map((band) => ({
      name: band.label,
      categoryNos: withListCategories(everyProductCategory, brandCategoryNos),
    })),
    material: materials.map((name) => ({ name, categoryNos: materialCategories[name] })),
  };
  return (Object.keys(FilterNo) as FilterKey[]).map((key, groupIndex) => ({
    filterNo: FilterNo[key],
    name: filterNames[key],
    sortOrder: groupIndex + 1,
    items: groups[key].map((item, itemIndex) => ({
      itemNo: FilterNo[key] * 100 + itemIndex + 1,
      name: item.name,
      categoryNos: [...new Set(item.categoryNos)],
      sortOrder: itemIndex + 1,
    })),
  }));
}

/** Looks up filter item numbers by their names, for assigning products to filter items. */
export class FilterIndex {
  private readonly byGroupAndName = new Map<string, number>();

  constructor(filters: readonly GeneratedFilter[]) {
    for (const filter of filters) {
      for (const item of filter.items) this.byGroupAndName.set(`${filter.filterNo}:${item.name}`, item.itemNo);
    }
  }

  itemNo(key: FilterKey, name: string): number {
    const itemNo = this.byGroupAndName.get(`${FilterNo[key]}:${name}`);
    if (itemNo === undefined) throw new Error(`No ${key} filter item named ${name}`);
    return itemNo;
  }
}
