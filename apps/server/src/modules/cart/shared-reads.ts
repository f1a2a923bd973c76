import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database';
import { readGuestCartId } from './guest-cookie';

// What other modules may read and change of carts (issue 24: each module owns its tables):
// for the order module, the lines a sheet is made from and the paid lines to take out
// afterwards; for my page, whether the cart holds anything. A member's cart is found by
// member id, a guest's by the signed tcn cookie.

/** The visitor's cart id, or undefined when they have none: members by member id, guests by their signed cookie. */
export async function ownCartId(db: Db, request: FastifyRequest, owner: { memberId?: number | undefined }): Promise<number | undefined> {
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

/** Whether the member's cart holds any line (either tab: products or samples), for my page's cart alarm. */
export async function memberCartHasLines(db: Db, memberId: number): Promise<boolean> {
  const line = await db
    .selectFrom('cart_line')
    .innerJoin('cart', 'cart.cart_id', 'cart_line.cart_id')
    .select('cart_line.cart_line_id')
    .where('cart.member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}
