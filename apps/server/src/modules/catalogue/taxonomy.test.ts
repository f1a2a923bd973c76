import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { brandCategoryIds } from './config';
import type { CategoryNode, FilterGroup } from './schemas';
import { PREMIUM_CATEGORY_NO } from './seed';

const server = serverForTests();

describe('GET /api/category/v1/all', () => {
  it('answers the 2-depth tree: departments with children, the premium list and the brand lists', async () => {
    const answer = await server.client().get<{ categoryList: CategoryNode[] }>('/api/category/v1/all');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=90');
    const roots = answer.body.data!.categoryList;
    expect(roots.filter((root) => root.categoryType === 'PRODUCT').map((root) => root.categoryName)).toEqual([
      '타일', '카펫타일', '수전·욕실', '가구', '조명', '소품',
    ]);
    const tiles = roots[0]!;
    expect(tiles).toMatchObject({ categoryNoRef: null, categoryType: 'PRODUCT' });
    expect(tiles.categoryList.map((child) => child.categoryName)).toEqual(['포세린', '세라믹', '모자이크', '테라조', '벽타일', '바닥타일']);
    expect(tiles.categoryList.every((child) => child.categoryNoRef === tiles.categoryNo && child.categoryList.length === 0)).toBe(true);
    expect(roots.find((root) => root.categoryNo === PREMIUM_CATEGORY_NO)).toMatchObject({ categoryType: 'PREMIUM', categoryName: '마루 프리미엄 셀렉션' });
    // Tests run outside production, so the non-production brand ids apply.
    const brands = roots.filter((root) => root.categoryType === 'BRAND');
    expect(brands.map((brand) => brand.categoryNo)).toEqual([...brandCategoryIds.nonProduction]);
    expect(brands.every((brand) => typeof brand.brandNo === 'number')).toBe(true);
  });
});

describe('GET /api/product/v1/filter/list', () => {
  it('answers the 3-depth filter tree with the categories each item applies to', async () => {
    const answer = await server.client().get<{ filterList: FilterGroup[] }>('/api/product/v1/filter/list');
    const filters = answer.body.data!.filterList;
    expect(filters.map((filter) => filter.filterName)).toEqual(['색상', '사이즈', '마감', '용도', '원산지', '가격대', '소재']);
    const sizes = filters.find((filter) => filter.filterName === '사이즈')!;
    const square = sizes.itemList.find((item) => item.itemName === '600×600')!;
    expect(square.itemRefList).toContainEqual({ categoryNo: 500100 });
    expect(square.itemRefList).not.toContainEqual({ categoryNo: 500400 });
    const itemNos = filters.flatMap((filter) => filter.itemList.map((item) => item.itemNo));
    expect(new Set(itemNos).size).toBe(itemNos.length);
    expect(filters.find((filter) => filter.filterName === '마감')!.itemList.map((item) => item.itemName)).toEqual(['무광', '유광', '매트', '릴리프']);
  });
});

describe('GET /api/delivery/v1/method/list', () => {
  it('lists parcel, freight and direct delivery', async () => {
    const answer = await server.client().get('/api/delivery/v1/method/list');
    expect(answer.body.data).toEqual({
      methodList: [
        { code: 'PARCEL', name: '택배' },
        { code: 'FREIGHT', name: '화물' },
        { code: 'DIRECT', name: '직접배송' },
      ],
    });
  });
});
