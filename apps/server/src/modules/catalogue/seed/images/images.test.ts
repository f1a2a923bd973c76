import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { allDesigns } from '../designs';
import { generateCatalogue } from '../generate';
import { designSvg } from './designs';
import { heroSvg } from './heroes';
import { ensureProductImages, heroImageUrl, heroKeys, heroSizes, imageKeyFor, PRODUCT_IMAGE_WIDTHS, productImageUrl } from './index';

const dataDir = mkdtempSync(path.join(tmpdir(), 'maru-images-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const mediaPath = (url: string) => path.join(dataDir, url);

describe('imageKeyFor', () => {
  it('maps a product to its design family and colourway, the same on every run', () => {
    const first = generateCatalogue({ products: 200 }).products.map(imageKeyFor);
    expect(generateCatalogue({ products: 200 }).products.map(imageKeyFor)).toEqual(first);
    expect(first[0]).toMatch(/^[a-z-]+-[a-z]+$/);
    // Many products share a picture: that is what keeps seeding fast.
    expect(new Set(first).size).toBeLessThan(first.length);
  });

  it('has a drawing for every design and every hero, with no unfilled values', () => {
    expect(allDesigns().length).toBeGreaterThanOrEqual(100);
    for (const { family, colour } of allDesigns()) {
      const svg = designSvg(family, colour, 320);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/undefined|NaN/);
    }
    for (const key of heroKeys) expect(heroSvg(key, 1600, 700)).not.toMatch(/undefined|NaN/);
  });
});

describe('ensureProductImages', () => {
  const catalogue = generateCatalogue({ products: 12, seed: 3 });

  it('writes three square WebP sizes per product and the hero banners', async () => {
    const report = await ensureProductImages(dataDir, catalogue);
    expect(report.designsRendered).toBe(new Set(catalogue.products.map(imageKeyFor)).size);
    expect(report.productFilesLinked).toBe(catalogue.products.length * PRODUCT_IMAGE_WIDTHS.length);
    expect(report.heroesRendered).toBe(heroKeys.length * heroSizes.length);

    const product = catalogue.products[0]!;
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const url = productImageUrl(product.productNo, width);
      expect(url).toBe(`/media/products/${product.productNo}/${width}.webp`);
      const meta = await sharp(mediaPath(url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
    }
    for (const key of heroKeys) {
      for (const { width, height } of heroSizes) {
        const meta = await sharp(mediaPath(heroImageUrl(key, width, height))).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height });
      }
    }
  });

  it('shares one file between products of the same design', async () => {
    const byKey = new Map<string, number[]>();
    for (const product of generateCatalogue({ products: 400, seed: 3 }).products) {
      byKey.set(imageKeyFor(product), [...(byKey.get(imageKeyFor(product)) ?? []), product.productNo]);
    }
    const [first, second] = [...byKey.values()].find((productNos) => productNos.length > 1)!;
    const pair = generateCatalogue({ products: 400, seed: 3 }).products.filter((product) => product.productNo === first || product.productNo === second);
    await ensureProductImages(dataDir, { products: pair });
    const inode = (productNo: number) => statSync(mediaPath(productImageUrl(productNo, 640))).ino;
    expect(inode(first!)).toBe(inode(second!));
  });

  it('renders nothing the second time', async () => {
    const again = await ensureProductImages(dataDir, catalogue);
    expect(again).toEqual({ designsRendered: 0, heroesRendered: 0, productFilesLinked: 0 });
  });
});
