/** The widths the server renders every product picture in (see the catalogue seed's images). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/**
 * A product's design picture (the seeded one), from its number alone. Shown only when the server
 * answered no picture for the product: an uploaded picture lives elsewhere, so use pictureUrl.
 */
export function productImageUrl(productNo: number, width: ProductImageWidth): string {
  return `/media/products/${productNo}/${width}.webp`;
}

const WIDTH_FILE = /\/(?:320|640|1280)\.webp$/;

/**
 * A product's picture at a width from the URL the server answered for it (…/<width>.webp: its own
 * uploaded picture, or its design's), else from its number (the design's picture).
 */
export function pictureUrl(productNo: number, serverUrl: string | undefined, width: ProductImageWidth): string {
  return serverUrl && WIDTH_FILE.test(serverUrl) ? serverUrl.replace(WIDTH_FILE, `/${width}.webp`) : productImageUrl(productNo, width);
}

/** pictureUrl's srcset over every rendered width. */
export function pictureSrcSet(productNo: number, serverUrl: string | undefined): string {
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${pictureUrl(productNo, serverUrl, width)} ${width}w`).join(', ');
}

/** Grid cards: two columns on phones, four on wide screens within the 1200 px content width. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';
