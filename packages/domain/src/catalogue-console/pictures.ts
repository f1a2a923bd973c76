import { z } from 'zod';

// A product's own pictures in the console (/api/admin/v1/products/{productNo}/images), declared
// once for the server's routes and the console. They go through the review photos' pipeline
// (checked by their bytes, re-encoded to WebP at 320/640/1280, metadata stripped); the first
// in the list is the main picture the shop's cards show. A product with none keeps its
// design's pictures.

/** At most this many files in one upload request. */
export const PRODUCT_IMAGES_PER_UPLOAD = 10;
/** At most this many pictures on one product. */
export const PRODUCT_IMAGES_MAX = 20;
/** Alt text: a sentence or two describing the picture for screen readers. */
export const PRODUCT_IMAGE_ALT_MAX = 200;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const adminProductImage = z.object({
  imageId: z.number().int(),
  url320: z.string(),
  url640: z.string(),
  url1280: z.string(),
  alt: z.string(),
});
export type AdminProductImage = z.infer<typeof adminProductImage>;

/** Every call answers the product's pictures in their order, the main one first. */
export const productImageList = z.object({ images: z.array(adminProductImage) });
export type ProductImageList = z.infer<typeof productImageList>;

export const productImageParams = z.strictObject({ productNo: id, imageId: id });

/** PUT …/images/order: every picture of the product, once each, in the new order (first = main). */
export const productImageOrderRequest = z.strictObject({
  imageIds: z.array(z.number().int().positive()).min(1).max(PRODUCT_IMAGES_MAX),
});
export type ProductImageOrderRequest = z.infer<typeof productImageOrderRequest>;

/** PATCH …/images/{imageId}: the picture's alt text ('' for none). */
export const productImageAltRequest = z.strictObject({ alt: z.string().trim().max(PRODUCT_IMAGE_ALT_MAX, `대체 텍스트는 ${PRODUCT_IMAGE_ALT_MAX}자까지 쓸 수 있습니다.`) });
export type ProductImageAltRequest = z.infer<typeof productImageAltRequest>;
