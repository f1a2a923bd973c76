import { createHash } from 'node:crypto';
import { type AdminProductFile, productFilePath, safeFileName } from '@maru/domain';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';

// A product's own documents (product_file, migration 2026112814): every statement of
// console-files.ts and the shop's reads of them (the document module's list and download).
// The listing never selects `content`: only the download reads the bytes.

export interface ProductFileRow {
  file_id: number;
  title: string;
  bytes: number;
  created_at: Date;
}

/** The product's documents in order. */
export function productFileRows(db: Db, productNo: number): Promise<ProductFileRow[]> {
  return db
    .selectFrom('product_file')
    .select(['file_id', 'title', 'bytes', 'created_at'])
    .where('product_no', '=', productNo)
    .orderBy('sort_order')
    .orderBy('file_id')
    .execute();
}

export async function productNameOf(db: Db, productNo: number): Promise<string | undefined> {
  const row = await db.selectFrom('product').select('name').where('product_no', '=', productNo).executeTakeFirst();
  return row?.name;
}

/** The name a browser saves a document under: '<상품명>_<자료 이름>.pdf'. */
export const productFileName = (productName: string, title: string) => safeFileName(`${productName}_${title}.pdf`);

export function productFileViews(productNo: number, productName: string, rows: readonly ProductFileRow[]): AdminProductFile[] {
  return rows.map((row) => ({
    fileId: row.file_id,
    title: row.title,
    fileName: productFileName(productName, row.title),
    bytes: row.bytes,
    path: productFilePath(productNo, row.file_id),
    createdAt: row.created_at.toISOString(),
  }));
}

/** Adds a document after the product's last one. */
export async function appendProductFile(trx: Transaction<Database>, productNo: number, title: string, content: Buffer): Promise<number> {
  const last = await trx.selectFrom('product_file').select((eb) => eb.fn.max('sort_order').as('last')).where('product_no', '=', productNo).executeTakeFirst();
  const row = await trx
    .insertInto('product_file')
    .values({
      product_no: productNo,
      sort_order: (last?.last ?? -1) + 1,
      title,
      content,
      bytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    })
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return row.file_id;
}

export async function retitleProductFile(trx: Transaction<Database>, productNo: number, fileId: number, title: string): Promise<boolean> {
  const result = await trx.updateTable('product_file').set({ title }).where('product_no', '=', productNo).where('file_id', '=', fileId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProductFile(trx: Transaction<Database>, productNo: number, fileId: number): Promise<boolean> {
  const result = await trx.deleteFrom('product_file').where('product_no', '=', productNo).where('file_id', '=', fileId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** One document's bytes for the shop's download, only while its product is listed (a hidden product's documents go with its page). */
export function listedProductFile(db: Db, productNo: number, fileId: number) {
  return db
    .selectFrom('product_file as f')
    .innerJoin('product as p', 'p.product_no', 'f.product_no')
    .select(['f.title', 'f.content', 'f.sha256', 'p.name as productName'])
    .where('f.product_no', '=', productNo)
    .where('f.file_id', '=', fileId)
    .where('p.listed', '=', true)
    .executeTakeFirst();
}
