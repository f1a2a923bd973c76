import type { AdminProductImage } from '@maru/domain';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';
import { designImageBase } from '../seed/images';

// A product's own pictures (product_image): every statement of console-pictures.ts, and the
// reads of the console's product page and the shop's product page. The files are the media
// module's (uploads/product/…); rows keep their keys, and URLs are made when read.

export interface ProductImageRow {
  image_id: number;
  storage_key: string;
  alt: string;
}

/** The product's pictures in order, the main one first. */
export function productImageRows(db: Db, productNo: number): Promise<ProductImageRow[]> {
  return db
    .selectFrom('product_image')
    .select(['image_id', 'storage_key', 'alt'])
    .where('product_no', '=', productNo)
    .orderBy('sort_order')
    .orderBy('image_id')
    .execute();
}

/** The media storage's URL of a picture's file at a width. */
export type ImageUrlOf = (storageKey: string, width: 320 | 640 | 1280) => string;

/** Turns rows into the console's view. */
export function productImageViews(rows: readonly ProductImageRow[], urlOf: ImageUrlOf): AdminProductImage[] {
  return rows.map((row) => ({ imageId: row.image_id, url320: urlOf(row.storage_key, 320), url640: urlOf(row.storage_key, 640), url1280: urlOf(row.storage_key, 1280), alt: row.alt }));
}

/** Adds pictures after the product's last one, in the order given. */
export async function appendProductImages(
  trx: Transaction<Database>,
  productNo: number,
  images: readonly { storageKey: string; width: number; height: number; bytes: number }[],
): Promise<void> {
  if (images.length === 0) return;
  const last = await trx.selectFrom('product_image').select((eb) => eb.fn.max('sort_order').as('last')).where('product_no', '=', productNo).executeTakeFirst();
  const start = (last?.last ?? -1) + 1;
  await trx
    .insertInto('product_image')
    .values(images.map((image, index) => ({ product_no: productNo, sort_order: start + index, storage_key: image.storageKey, width: image.width, height: image.height, bytes: image.bytes })))
    .execute();
}

/** Numbers the pictures 0, 1, 2… in the order of `imageIds` (already checked to be all of the product's). */
export async function reorderProductImages(trx: Transaction<Database>, productNo: number, imageIds: readonly number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await sql`
    update product_image i set sort_order = o.position - 1
      from unnest(${sql.val([...imageIds])}::int[]) with ordinality as o(image_id, position)
     where i.image_id = o.image_id and i.product_no = ${productNo}`.execute(trx);
}

export async function setProductImageAlt(trx: Transaction<Database>, productNo: number, imageId: number, alt: string): Promise<void> {
  await trx.updateTable('product_image').set({ alt }).where('product_no', '=', productNo).where('image_id', '=', imageId).execute();
}

/** Deletes one picture's row; answers its storage key (its files are removed after the commit), or undefined. */
export async function deleteProductImage(trx: Transaction<Database>, productNo: number, imageId: number): Promise<string | undefined> {
  const row = await trx.deleteFrom('product_image').where('product_no', '=', productNo).where('image_id', '=', imageId).returning('storage_key').executeTakeFirst();
  return row?.storage_key;
}

/**
 * Writes the product's main picture (its first) onto the product row, where the shop's cards
 * read it (migration 2026112812), and marks the product changed. `baseOf` is the storage's URL
 * of a key's folder.
 */
export async function refreshMainImage(trx: Transaction<Database>, productNo: number, baseOf: (storageKey: string) => string, now: Date): Promise<void> {
  const first = await trx
    .selectFrom('product_image')
    .select('storage_key')
    .where('product_no', '=', productNo)
    .orderBy('sort_order')
    .orderBy('image_id')
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('product')
    // Without a picture of its own, its design's: drawn by every process (designImageBase), where
    // per-product files exist only for seeded products (and console ones made before).
    .set({ main_image_base: first ? baseOf(first.storage_key) : sql<string>`${designImageBase('')}::text || image_key`, updated_at: now })
    .where('product_no', '=', productNo)
    .execute();
}
