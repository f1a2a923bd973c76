import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

// What other modules may read of a member's orders (the inquiry form names one of them).

type Db = Kysely<Database>;
/** Orders a shopper never paid for are not theirs to name (as my page's order list). */
const NEVER_PLACED = ['PAYMENT_PENDING', 'FAILED'] as const;

/** The member's own placed order of that number, else undefined (another's answers the same as none). */
export async function memberOrderNo(db: Db, memberId: number, orderNo: string): Promise<string | undefined> {
  const row = await db.selectFrom('shop_order').select('order_no').where('order_no', '=', orderNo).where('member_id', '=', memberId).where('status', 'not in', [...NEVER_PLACED]).executeTakeFirst();
  return row?.order_no;
}

/** The member's latest placed orders, with the first product's name and the line count. */
export async function memberRecentOrders(db: Db, memberId: number, since: Date, limit: number) {
  return db
    .selectFrom('shop_order')
    .select((eb) => [
      'shop_order.order_no',
      'shop_order.created_at',
      eb.selectFrom('shop_order_line').select('product_name').whereRef('shop_order_line.order_id', '=', 'shop_order.order_id').orderBy('line_no').limit(1).as('first_product'),
      eb.selectFrom('shop_order_line').select((inner) => inner.fn.countAll<string>().as('n')).whereRef('shop_order_line.order_id', '=', 'shop_order.order_id').as('line_count'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('status', 'not in', [...NEVER_PLACED])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
