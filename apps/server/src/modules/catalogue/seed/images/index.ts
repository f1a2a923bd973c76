import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ColourKey } from '../colours';
import type { DesignFamily } from '../designs';
import type { GeneratedProduct } from '../../types';
import { heroKeys, heroSizes, type HeroKey } from './heroes';
import { drawingParallelism, inParallel } from '../../../../core/operations/in-parallel';
import { exists, linkFile, PRODUCT_IMAGE_WIDTHS, type ProductImageWidth, renderDesign, renderHero } from './render';

export { PRODUCT_IMAGE_WIDTHS, heroKeys, heroSizes };
export type { HeroKey, ProductImageWidth };

// Product pictures are drawn per design (family × colour, ~130 of them), not per product:
// each design is rendered once into media/designs/<key>/ and every product's
//   media/products/<productNo>/<width>.webp
// is a hard link to its design's file. URLs stay per product, rendering stays cheap.

type ImageProduct = Pick<GeneratedProduct, 'productNo' | 'design'>;

/** The design a product's pictures show, e.g. 'terrazzo-beige'. Pure and stable. */
export function imageKeyFor(product: Pick<GeneratedProduct, 'design'>): string {
  return `${product.design.family}-${product.design.colour}`;
}

export function productImageUrl(productNo: number, width: ProductImageWidth): string {
  return `/media/products/${productNo}/${width}.webp`;
}

/**
 * The URL folder of a design's pictures (`${base}/${width}.webp`): what a product made in the
 * consoles shows until its own pictures are uploaded. Every server process draws the designs
 * into its own DATA_DIR/media/designs at its start (the seed, from the seed's plan: the same
 * files on each), so the URL is served by whichever process is asked. Links made per product
 * at creation were on the creating process's disk only.
 */
export function designImageBase(imageKey: string): string {
  return `/media/designs/${imageKey}`;
}

export function heroImageUrl(key: HeroKey, width: number, height: number): string {
  return `/media/hero/${key}-${width}x${height}.webp`;
}

const mediaDir = (dataDir: string) => path.join(dataDir, 'media');
const designFile = (dataDir: string, key: string, width: number) => path.join(mediaDir(dataDir), 'designs', key, `${width}.webp`);
const productFile = (dataDir: string, productNo: number, width: number) =>
  path.join(mediaDir(dataDir), 'products', String(productNo), `${width}.webp`);

export interface ImageReport {
  designsRendered: number;
  heroesRendered: number;
  productFilesLinked: number;
}

/**
 * Makes sure every product of `catalogue` has its three pictures and that the hero
 * banners exist. Existing files are kept, so a second run only checks.
 */
export async function ensureProductImages(dataDir: string, catalogue: { products: readonly ImageProduct[] }): Promise<ImageReport> {
  const designs = new Map<string, { family: DesignFamily; colour: ColourKey }>();
  for (const product of catalogue.products) designs.set(imageKeyFor(product), product.design);

  let designsRendered = 0;
  const parallel = drawingParallelism();
  await inParallel([...designs], parallel, async ([key, design]) => {
    const files = Object.fromEntries(PRODUCT_IMAGE_WIDTHS.map((width) => [width, designFile(dataDir, key, width)])) as Record<ProductImageWidth, string>;
    const present = await Promise.all(PRODUCT_IMAGE_WIDTHS.map((width) => exists(files[width])));
    if (present.every(Boolean)) return;
    await renderDesign(design.family, design.colour, files);
    designsRendered++;
  });

  const inodes = new Map<string, number>();
  for (const key of designs.keys()) {
    for (const width of PRODUCT_IMAGE_WIDTHS) inodes.set(`${key}/${width}`, (await stat(designFile(dataDir, key, width))).ino);
  }
  let productFilesLinked = 0;
  await inParallel(catalogue.products, 16, async (product) => {
    const key = imageKeyFor(product);
    await mkdir(path.dirname(productFile(dataDir, product.productNo, 320)), { recursive: true });
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const linked = await linkFile(designFile(dataDir, key, width), productFile(dataDir, product.productNo, width), inodes.get(`${key}/${width}`)!);
      if (linked) productFilesLinked++;
    }
  });

  return { designsRendered, heroesRendered: await ensureHeroImages(dataDir), productFilesLinked };
}

/** Whether the given products' largest pictures and every banner file exist: a cheap completeness probe. */
export async function imagesPresent(dataDir: string, productNos: readonly number[]): Promise<boolean> {
  const files = [
    ...productNos.map((productNo) => productFile(dataDir, productNo, Math.max(...PRODUCT_IMAGE_WIDTHS))),
    ...heroKeys.flatMap((key) => heroSizes.map(({ width, height }) => path.join(dataDir, heroImageUrl(key, width, height)))),
  ];
  const present = await Promise.all(files.map(exists));
  return present.every(Boolean);
}

/** The home page banners, at 1600×700 and 800×600; returns how many files were drawn. */
export async function ensureHeroImages(dataDir: string): Promise<number> {
  let rendered = 0;
  for (const key of heroKeys) {
    rendered += await renderHero(key, (width, height) => path.join(dataDir, heroImageUrl(key, width, height)));
  }
  return rendered;
}
