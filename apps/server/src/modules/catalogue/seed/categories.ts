import { PremiumCategory } from '@maru/domain';
import { brands, featuredBrandNames } from './brands';
import type { GeneratedCategory } from '../types';

/** The premium list (spec 01 §4 and §9): a fixed id, listed newest first. */
export const PREMIUM_CATEGORY_NO = PremiumCategory.id;

/** Leaf category numbers the product lines refer to. */
export const Leaf = {
  porcelain: 500101,
  ceramic: 500102,
  mosaic: 500103,
  terrazzo: 500104,
  wallTile: 500105,
  floorTile: 500106,
  officeCarpet: 500201,
  homeCarpet: 500202,
  basinFaucet: 500301,
  kitchenFaucet: 500302,
  showerFaucet: 500303,
  bathAccessory: 500304,
  sofa: 500401,
  chair: 500402,
  table: 500403,
  storage: 500404,
  pendant: 500501,
  tableLamp: 500502,
  floorLamp: 500503,
  rug: 500601,
  object: 500602,
  textile: 500603,
} as const;

export const Root = {
  tile: 500100,
  carpet: 500200,
  bath: 500300,
  furniture: 500400,
  lighting: 500500,
  object: 500600,
} as const;

const productTree: { categoryNo: number; name: string; children: [number, string][] }[] = [
  {
    categoryNo: Root.tile,
    name: '타일',
    children: [
      [Leaf.porcelain, '포세린'],
      [Leaf.ceramic, '세라믹'],
      [Leaf.mosaic, '모자이크'],
      [Leaf.terrazzo, '테라조'],
      [Leaf.wallTile, '벽타일'],
      [Leaf.floorTile, '바닥타일'],
    ],
  },
  { categoryNo: Root.carpet, name: '카펫타일', children: [[Leaf.officeCarpet, '사무용'], [Leaf.homeCarpet, '주거용']] },
  {
    categoryNo: Root.bath,
    name: '수전·욕실',
    children: [
      [Leaf.basinFaucet, '세면대 수전'],
      [Leaf.kitchenFaucet, '주방 수전'],
      [Leaf.showerFaucet, '샤워 수전'],
      [Leaf.bathAccessory, '욕실 액세서리'],
    ],
  },
  {
    categoryNo: Root.furniture,
    name: '가구',
    children: [[Leaf.sofa, '소파'], [Leaf.chair, '체어'], [Leaf.table, '테이블'], [Leaf.storage, '수납']],
  },
  {
    categoryNo: Root.lighting,
    name: '조명',
    children: [[Leaf.pendant, '펜던트'], [Leaf.tableLamp, '테이블 조명'], [Leaf.floorLamp, '플로어 조명']],
  },
  { categoryNo: Root.object, name: '소품', children: [[Leaf.rug, '러그'], [Leaf.object, '오브제'], [Leaf.textile, '텍스타일']] },
];

/** The whole 2-depth tree: product departments, the premium list and the brand lists. */
export function buildCategories(brandCategoryNos: readonly number[]): GeneratedCategory[] {
  const categories: GeneratedCategory[] = [];
  productTree.forEach((root, rootIndex) => {
    categories.push(topLevel(root.categoryNo, root.name, 'PRODUCT', rootIndex + 1, null));
    root.children.forEach(([categoryNo, name], childIndex) => {
      categories.push({
        categoryNo,
        categoryNoRef: root.categoryNo,
        categoryType: 'PRODUCT',
        name,
        depth: 2,
        sortOrder: childIndex + 1,
        brandNo: null,
      });
    });
  });
  categories.push(topLevel(PREMIUM_CATEGORY_NO, '마루 프리미엄 셀렉션', 'PREMIUM', productTree.length + 1, null));
  featuredBrandNames.forEach((brandName, index) => {
    const brand = brands.find((candidate) => candidate.nameLatin === brandName);
    const categoryNo = brandCategoryNos[index];
    if (!brand || categoryNo === undefined) throw new Error(`Brand category ${index} for ${brandName} is not configured`);
    categories.push(topLevel(categoryNo, brand.nameKo, 'BRAND', productTree.length + 2 + index, brand.brandNo));
  });
  return categories;
}

function topLevel(
  categoryNo: number,
  name: string,
  categoryType: GeneratedCategory['categoryType'],
  sortOrder: number,
  brandNo: number | null,
): GeneratedCategory {
  return { categoryNo, categoryNoRef: null, categoryType, name, depth: 1, sortOrder, brandNo };
}

/** The top-level department category of a leaf. */
export function rootOf(leafCategoryNo: number): number {
  const root = productTree.find((candidate) => candidate.children.some(([categoryNo]) => categoryNo === leafCategoryNo));
  if (!root) throw new Error(`Unknown leaf category ${leafCategoryNo}`);
  return root.categoryNo;
}

export function leavesOf(rootCategoryNo: number): number[] {
  return productTree.find((root) => root.categoryNo === rootCategoryNo)?.children.map(([categoryNo]) => categoryNo) ?? [];
}
