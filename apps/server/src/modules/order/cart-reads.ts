import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { readGuestCartId } from '../cart';
import type { OrderOwner } from './owner';

// The order module READS the cart's tables to build a sheet and deletes paid lines from
// them, through the shared Database type, as the cart reads the catalogue's. The cart's
// index exports its signed-cookie reader; these few queries mirror its rules (a member's
// cart by member id, a guest's by the signed tcn cookie).

type Db = Kysely<Database> | Transaction<Database>;

/** The visitor's cart id, or undefined when they have none: members by member id, guests by their signed cookie. */
export async function ownCartId(db: Db, request: FastifyRequest, owner: OrderOwner): Promise<number | undefined> {
  if (owner.memberId !== undefined) {
    const row = await db.selectFrom('cart').select('cart_id').where('member_id', '=', owner.memberId).executeTakeFirst();
    return row?.cart_id;
  }
  const cartId = readGuestCartId(request);
  if (cartId === undefined) return undefined;
  const row = await db.selectFrom('cart').select('cart_id').where('cart_id', '=', cartId).where('member_id', 'is', null).executeTakeFirst();
  return row?.cart_id;
}

export interface CartLineRef {
  cartSeq: number;
  itemGroupSeq: number;
  productNo: number;
  qty: number;
}

/** The asked lines of one cart and type, in the order asked; foreign or missing ids are simply absent. */
export async function cartLinesIn(db: Db, cartId: number, cartType: 'PRODUCT' | 'SAMPLE', lineIds: readonly number[]): Promise<CartLineRef[]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .selectFrom('cart_line')
    .select(['cart_line_id', 'item_group_seq', 'product_no', 'qty'])
    .where('cart_id', '=', cartId)
    .where('cart_type', '=', cartType)
    .where('cart_line_id', 'in', [...lineIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.cart_line_id, row]));
  return lineIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ cartSeq: row.cart_line_id, itemGroupSeq: row.item_group_seq, productNo: row.product_no, qty: row.qty }] : [];
  });
}

/**
 * Removes paid lines from the cart they came from, only while they are still there as
 * ordered (same cart, type and option): a line the shopper changed to another option stays.
 */
export async function removePaidCartLines(db: Db, cartId: number, cartType: 'PRODUCT' | 'SAMPLE', lines: readonly { cartLineId: number; itemGroupSeq: number }[]): Promise<number> {
  if (lines.length === 0) return 0;
  const result = await db
    .deleteFrom('cart_line')
    .where('cart_id', '=', cartId)
    .where('cart_type', '=', cartType)
    .where((eb) => eb.or(lines.map((line) => eb.and([eb('cart_line_id', '=', line.cartLineId), eb('item_group_seq', '=', line.itemGroupSeq)]))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
