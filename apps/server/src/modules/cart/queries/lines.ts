import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { cartOptionFacts, type CartOptionFacts } from '../../catalogue';
import type { CartType } from '../tables';

const storedColumns = ['cart_line_id', 'cart_type', 'product_no', 'item_group_seq', 'qty'] as const;

export interface StoredLine {
  cartLineId: number;
  cartType: CartType;
  productNo: number;
  itemGroupSeq: number;
  qty: number;
}

/** A line with the catalogue's current product, option and brand. */
export type LineRow = StoredLine & CartOptionFacts;

export async function listLineRows(db: Db, cartId: number, cartType: CartType): Promise<LineRow[]> {
  const stored = await db
    .selectFrom('cart_line')
    .select(storedColumns)
    .where('cart_id', '=', cartId)
    .where('cart_type', '=', cartType)
    // Newest first, as shoppers expect to find what they just added at the top.
    .orderBy('created_at', 'desc')
    .orderBy('cart_line_id', 'desc')
    .execute();
  // Prices, stock and names are the catalogue's current ones; a line whose option is gone is left out.
  const options = await cartOptionFacts(db, stored.map((row) => row.item_group_seq));
  return stored.flatMap((row) => {
    const option = options.get(row.item_group_seq);
    return option ? [{ ...toStored(row), ...option }] : [];
  });
}

export async function countLines(db: Db, cartId: number, cartType: CartType): Promise<number> {
  const row = await db
    .selectFrom('cart_line')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('cart_id', '=', cartId)
    .where('cart_type', '=', cartType)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function toStored(row: { cart_line_id: number; cart_type: CartType; product_no: number; item_group_seq: number; qty: number }): StoredLine {
  return { cartLineId: row.cart_line_id, cartType: row.cart_type, productNo: row.product_no, itemGroupSeq: row.item_group_seq, qty: row.qty };
}

export async function findLinesIn(db: Db, cartId: number, lineIds: readonly number[]): Promise<StoredLine[]> {
  if (lineIds.length === 0) return [];
  const rows = await db.selectFrom('cart_line').select(storedColumns).where('cart_id', '=', cartId).where('cart_line_id', 'in', [...lineIds]).execute();
  return rows.map(toStored);
}

export async function allLinesOf(db: Db, cartId: number): Promise<StoredLine[]> {
  const rows = await db.selectFrom('cart_line').select(storedColumns).where('cart_id', '=', cartId).orderBy('cart_line_id').execute();
  return rows.map(toStored);
}

export async function findLineOf(db: Db, cartId: number, cartType: CartType, itemGroupSeq: number): Promise<StoredLine | undefined> {
  const row = await db
    .selectFrom('cart_line')
    .select(storedColumns)
    .where('cart_id', '=', cartId)
    .where('cart_type', '=', cartType)
    .where('item_group_seq', '=', itemGroupSeq)
    .executeTakeFirst();
  return row && toStored(row);
}

export interface LineAddition {
  cartId: number;
  cartType: CartType;
  productNo: number;
  itemGroupSeq: number;
  qty: number;
  /** The most the line may hold after the add: min(stock, per-line maximum). */
  cap: number;
}

/**
 * Adds pieces to the option's line, creating it when absent. The unique (cart, option,
 * type) constraint makes simultaneous adds meet in one line, and LEAST keeps the sum
 * within the cap even when callers checked against a stale quantity. A line already at
 * the cap is not touched and no row is returned.
 */
export async function addToLine(db: Db, addition: LineAddition): Promise<number | undefined> {
  const row = await db
    .insertInto('cart_line')
    .values({
      cart_id: addition.cartId,
      cart_type: addition.cartType,
      product_no: addition.productNo,
      item_group_seq: addition.itemGroupSeq,
      qty: Math.min(addition.qty, addition.cap),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['cart_id', 'item_group_seq', 'cart_type'])
        .doUpdateSet({ qty: sql<number>`least(cart_line.qty + excluded.qty, ${addition.cap})`, updated_at: sql`now()` })
        .where('cart_line.qty', '<', addition.cap),
    )
    .returning('qty')
    .executeTakeFirst();
  return row?.qty;
}

export async function setLine(db: Db, cartLineId: number, change: { itemGroupSeq: number; qty: number }): Promise<void> {
  await db
    .updateTable('cart_line')
    .set({ item_group_seq: change.itemGroupSeq, qty: change.qty, updated_at: new Date() })
    .where('cart_line_id', '=', cartLineId)
    .execute();
}

export async function deleteLines(db: Db, cartId: number, lineIds: readonly number[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const result = await db.deleteFrom('cart_line').where('cart_id', '=', cartId).where('cart_line_id', 'in', [...lineIds]).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Puts a merged quantity on the member's line of the option (conversion at sign-in). */
export async function putMergedLine(db: Db, cartId: number, line: StoredLine, qty: number): Promise<void> {
  await db
    .insertInto('cart_line')
    .values({ cart_id: cartId, cart_type: line.cartType, product_no: line.productNo, item_group_seq: line.itemGroupSeq, qty })
    .onConflict((conflict) => conflict.columns(['cart_id', 'item_group_seq', 'cart_type']).doUpdateSet({ qty, updated_at: sql`now()` }))
    .execute();
}
