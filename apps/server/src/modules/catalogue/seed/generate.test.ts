import { describe, expect, it } from 'vitest';
import { brandCategoryIds, brandCategoryIdsFor } from '../config';
import { PREMIUM_CATEGORY_NO } from './categories';
import { colourKeys, colours } from './colours';
import { generateCatalogue, generateCatalogueBase, generateProductBatches } from './generate';
import type { GeneratedCatalogue, GeneratedProduct } from '../types';
import { allTileSizes, priceBandOf } from './vocabulary';

const catalogue = generateCatalogue();
const products = catalogue.products;

function filterItemNamed(filterName: string, itemName: string, source: GeneratedCatalogue = catalogue): number {
  const item = source.filters.find((filter) => filter.name === filterName)?.items.find((candidate) => candidate.name === itemName);
  if (!item) throw new Error(`no ${filterName} item ${itemName}`);
  return item.itemNo;
}

const optionItemNames = (product: GeneratedProduct) => product.options.flatMap((level) => level.items.map((item) => item.itemName));

describe('generateCatalogue', () => {
  it('is deterministic: the same options give the same catalogue, another seed another one', () => {
    const first = generateCatalogue({ products: 400, seed: 7 });
    expect(generateCatalogue({ products: 400, seed: 7 })).toEqual(first);
    const other = generateCatalogue({ products: 400, seed: 8 });
    expect(other.products.map((product) => product.name)).not.toEqual(first.products.map((product) => product.name));
  });

  it('builds the same products whether generated at once or in batches of any size', () => {
    const batched = [...generateProductBatches({ products: 400, seed: 7 }, 37)].flat();
    expect(batched).toEqual(generateCatalogue({ products: 400, seed: 7 }).products);
  });

  it('makes 3,000 products by default from about 30 brands', () => {
    expect(products).toHaveLength(3_000);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(28);
    expect(catalogue.brands.length).toBeLessThanOrEqual(32);
    expect(new Set(products.map((product) => product.productNo)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBeGreaterThan(products.length * 0.9);
    const usedBrands = new Set(products.map((product) => product.brandNo));
    expect(usedBrands.size).toBe(catalogue.brands.length);
  });

  it('has the 2-depth product tree, the premium category and the three brand categories', () => {
    const byNo = new Map(catalogue.categories.map((category) => [category.categoryNo, category]));
    const roots = catalogue.categories.filter((category) => category.categoryType === 'PRODUCT' && category.depth === 1);
    expect(roots.map((root) => root.name)).toEqual(['타일', '카펫타일', '수전·욕실', '가구', '조명', '소품']);
    const tileChildren = catalogue.categories.filter((category) => category.categoryNoRef === roots[0]!.categoryNo);
    expect(tileChildren.map((child) => child.name)).toEqual(['포세린', '세라믹', '모자이크', '테라조', '벽타일', '바닥타일']);
    for (const category of catalogue.categories) {
      if (category.categoryNoRef !== null) expect(byNo.get(category.categoryNoRef)?.depth).toBe(1);
    }
    expect(byNo.get(PREMIUM_CATEGORY_NO)).toMatchObject({ categoryType: 'PREMIUM', name: '마루 프리미엄 셀렉션' });
    const premium = products.filter((product) => product.categoryNos.includes(PREMIUM_CATEGORY_NO));
    expect(premium.length).toBeGreaterThan(50);
    const brandCategories = catalogue.categories.filter((category) => category.categoryType === 'BRAND');
    expect(brandCategories.map((category) => category.categoryNo)).toEqual([...brandCategoryIds.nonProduction]);
    for (const category of brandCategories) {
      const listed = products.filter((product) => product.categoryNos.includes(category.categoryNo));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((product) => product.brandNo === category.brandNo)).toBe(true);
    }
    for (const product of products) {
      for (const categoryNo of product.categoryNos) expect(byNo.has(categoryNo)).toBe(true);
    }
  });

  it('takes the brand category ids of the deployment from the config', () => {
    expect(brandCategoryIdsFor('PROD')).toEqual(brandCategoryIds.production);
    expect(brandCategoryIdsFor('QA')).toEqual(brandCategoryIds.nonProduction);
    const production = generateCatalogueBase({ brandCategoryNos: brandCategoryIdsFor('PROD') });
    const brandNos = production.categories.filter((category) => category.categoryType === 'BRAND').map((category) => category.categoryNo);
    expect(brandNos).toEqual([...brandCategoryIds.production]);
  });

  it('gives every product an option table whose rows pick one item per level', () => {
    const itemGroupSeqs = new Set<number>();
    for (const product of products) {
      expect(product.options.length).toBeGreaterThanOrEqual(1);
      expect(product.options.length).toBeLessThanOrEqual(3);
      expect(product.optionRows.length).toBeGreaterThanOrEqual(1);
      for (const row of product.optionRows) {
        expect(row.itemSeqs).toHaveLength(product.options.length);
        expect(row.itemNames).toHaveLength(product.options.length);
        row.itemSeqs.forEach((itemSeq, level) => {
          const item = product.options[level]!.items.find((candidate) => candidate.itemSeq === itemSeq);
          expect(item?.itemName).toBe(row.itemNames[level]);
        });
        expect(row.itemNames.every((name) => !name.includes('|'))).toBe(true);
        expect(row.extraPrice).toBeGreaterThanOrEqual(0);
        expect(itemGroupSeqs.has(row.itemGroupSeq)).toBe(false);
        itemGroupSeqs.add(row.itemGroupSeq);
      }
      // Every first-level item starts at least one combination.
      for (const item of product.options[0]!.items) {
        expect(product.optionRows.some((row) => row.itemSeqs[0] === item.itemSeq)).toBe(true);
      }
    }
    const styles = new Set(products.flatMap((product) => product.options.map((level) => level.style)));
    expect([...styles].sort()).toEqual(['COLOR', 'RADIO', 'SELECT']);
    const depths = new Set(products.map((product) => product.options.length));
    expect([...depths].sort()).toEqual([1, 2, 3]);
  });

  it('links options: some multi-level products leave out combinations', () => {
    const partial = products.filter((product) => {
      const full = product.options.reduce((count, level) => count * level.items.length, 1);
      return product.optionRows.length < full;
    });
    expect(partial.length).toBeGreaterThan(20);
  });

  it('sells out about 8 % of rows, split between SALE_CLOSE and STOCK_ALIM, and some whole products', () => {
    const rows = products.flatMap((product) => product.optionRows);
    const soldOut = rows.filter((row) => row.stockCnt === 0);
    expect(soldOut.length / rows.length).toBeGreaterThan(0.05);
    expect(soldOut.length / rows.length).toBeLessThan(0.12);
    expect(soldOut.some((row) => row.stockLostType === 'SALE_CLOSE')).toBe(true);
    expect(soldOut.some((row) => row.stockLostType === 'STOCK_ALIM')).toBe(true);
    expect(products.some((product) => product.optionRows.every((row) => row.stockCnt === 0))).toBe(true);
    expect(rows.every((row) => Number.isInteger(row.stockCnt) && row.stockCnt >= 0)).toBe(true);
  });

  it('prices in whole won within each department range, about 30 % discounted', () => {
    const ranges = { TILE: [38_000, 180_000], CARPET: [38_000, 180_000], BATH: [12_000, 890_000], FURNITURE: [290_000, 4_800_000] };
    for (const product of products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(Number.isInteger(product.priceDiscount)).toBe(true);
      expect(product.priceDiscount === 0 || (product.priceDiscount > 0 && product.priceDiscount < product.price)).toBe(true);
      const range = ranges[product.department as keyof typeof ranges];
      if (range) {
        expect(product.price).toBeGreaterThanOrEqual(range[0]! - 100);
        expect(product.price).toBeLessThanOrEqual(range[1]!);
      }
      for (const level of product.options) for (const item of level.items) expect(Number.isInteger(item.extraPrice)).toBe(true);
    }
    const faucets = products.filter((product) => product.categoryNo === 500301);
    expect(Math.min(...faucets.map((product) => product.price))).toBeGreaterThanOrEqual(88_900);
    const share = products.filter((product) => product.priceDiscount > 0).length / products.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it('assigns size, colour, origin and price-band filter items that agree with names and options', () => {
    const brandCountry = new Map(catalogue.brands.map((brand) => [brand.brandNo, brand.countryKo]));
    const knownItems = new Set(catalogue.filters.flatMap((filter) => filter.items.map((item) => item.itemNo)));
    let namedSizes = 0;
    for (const product of products) {
      const items = new Set(product.filterItemNos);
      const shown = [product.name, ...optionItemNames(product)].join(' ');
      for (const itemNo of items) expect(knownItems.has(itemNo)).toBe(true);
      for (const size of allTileSizes) {
        const itemNo = filterItemNamed('사이즈', size.label);
        if (product.name.includes(size.label)) {
          namedSizes++;
          expect(items.has(itemNo)).toBe(true);
        }
        if (items.has(itemNo)) expect(shown).toContain(size.label);
      }
      for (const key of colourKeys) {
        const itemNo = filterItemNamed('색상', colours[key].filterName);
        const named = colours[key].displayNames.some((name) => product.name.endsWith(name));
        if (named) expect(items.has(itemNo)).toBe(true);
        if (items.has(itemNo)) expect(colours[key].displayNames.some((name) => shown.includes(name))).toBe(true);
      }
      expect(items.has(filterItemNamed('원산지', brandCountry.get(product.brandNo)!))).toBe(true);
      const selling = product.priceDiscount || product.price;
      expect(items.has(filterItemNamed('가격대', priceBandOf(selling).label))).toBe(true);
    }
    expect(namedSizes).toBeGreaterThan(300);
    const example = products.find((product) => product.name.includes('600×600'))!;
    expect(example.filterItemNos).toContain(filterItemNamed('사이즈', '600×600'));
  });

  it('gives tiles box specs, delivery terms and mostly a sample', () => {
    const tiles = products.filter((product) => product.department === 'TILE');
    for (const tile of tiles) {
      expect(tile.tileSpec).not.toBeNull();
      const { widthMm, heightMm, piecesPerBox, m2PerBox } = tile.tileSpec!;
      expect(m2PerBox).toBeCloseTo((widthMm * heightMm * piecesPerBox) / 1_000_000, 2);
    }
    expect(tiles.filter((tile) => tile.sampleable).length / tiles.length).toBeGreaterThan(0.7);
    expect(products.filter((product) => product.department === 'FURNITURE').every((product) => product.tileSpec === null)).toBe(true);
    for (const product of products) {
      expect(product.deliveries.length).toBeGreaterThanOrEqual(1);
      for (const delivery of product.deliveries) {
        expect(['PARCEL', 'FREIGHT', 'DIRECT']).toContain(delivery.method);
        expect(['PREPAY', 'ARRIVAL']).toContain(delivery.payType);
        expect(delivery.groupKey).toMatch(/^(PARCEL|FREIGHT|DIRECT)-\d+$/);
      }
    }
    const payTypes = new Set(products.flatMap((product) => product.deliveries.map((delivery) => delivery.payType)));
    expect([...payTypes].sort()).toEqual(['ARRIVAL', 'PREPAY']);
  });

  it('writes Korean descriptions of two to four sentences and spreads products over two years', () => {
    const asOf = Date.parse('2026-11-01T00:00:00.000Z');
    for (const product of products) {
      const sentences = product.description.split(/(?<=\.)\s+/u).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(product.description).not.toMatch(/[{}]|\(으\)/);
      const created = Date.parse(product.createdAt);
      expect(created).toBeLessThanOrEqual(asOf);
      expect(created).toBeGreaterThan(asOf - 731 * 86_400_000);
    }
    expect(new Set(products.map((product) => product.description)).size).toBeGreaterThan(products.length / 2);
  });
});
