import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';

export async function findMemberCartId(db: Db, memberId: number): Promise<number | undefined> {
  const row = await db.selectFrom('cart').select('cart_id').where('member_id', '=', memberId).executeTakeFirst();
  return row?.cart_id;
}

/** One statement, so simultaneous first adds of a member all get the same cart. */
export function ensureMemberCart(db: Db, memberId: number): Promise<number> {
  return upsertCart(db, { member_id: memberId });
}

/** The owner's cart, made or (already there) touched, in one statement. */
async function upsertCart(db: Db, owner: { member_id: number } | { guest_key: string }): Promise<number> {
  const key = 'member_id' in owner ? 'member_id' : 'guest_key';
  const row = await db
    .insertInto('cart')
    .values(owner)
    .onConflict((conflict) => conflict.column(key).doUpdateSet({ updated_at: sql`now()` }))
    .returning('cart_id')
    .executeTakeFirstOrThrow();
  return row.cart_id;
}

/** A guest cart by id; member carts never answer here, whatever id is asked for. */
export async function findGuestCartId(db: Db, cartId: number): Promise<number | undefined> {
  const row = await db.selectFrom('cart').select('cart_id').where('cart_id', '=', cartId).where('member_id', 'is', null).executeTakeFirst();
  return row?.cart_id;
}

/**
 * A new guest cart. With a guest id the cart is keyed by it, so simultaneous first adds
 * of one guest (none of which has the tcn cookie yet) share one cart. A visitor with no
 * guest id at all cannot be told apart between requests, so each such add starts a cart.
 */
export async function createGuestCart(db: Db, guestKey: string | undefined): Promise<number> {
  if (guestKey === undefined) {
    // A visitor with no guest id yet (a bot, an app client, a second tab) still gets a cart of its own.
    const row = await db.insertInto('cart').defaultValues().returning('cart_id').executeTakeFirstOrThrow();
    return row.cart_id;
  }
  return upsertCart(db, { guest_key: guestKey });
}

/** Serialises every change to one cart, so limit checks (stock, five samples) see the latest lines. */
export async function lockCart(trx: Transaction<Database>, cartId: number): Promise<void> {
  await trx.selectFrom('cart').select('cart_id').where('cart_id', '=', cartId).forUpdate().execute();
}

export async function deleteCart(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('cart').where('cart_id', '=', cartId).execute();
}
