import { type Kysely, sql } from 'kysely';
import type { RetentionPeriod } from '../../config';
import type { Database } from '../../db/database';

/** Shown where a former member's name was: the console still reads the order, not the person. */
export const FORMER_MEMBER_NAME = '탈퇴 회원';

/**
 * A withdrawn member's data is destroyed: their orders keep what the order needs (the lines,
 * amounts, payment and the recipient and address as shipped: the delivery record) and lose the
 * orderer's own contacts, which came from the profile. Idempotent; answers how many orders changed.
 */
export async function detachMemberOrders(db: Kysely<Database>, memberId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('shop_order')
    .set({ orderer_name: FORMER_MEMBER_NAME, orderer_phone: '', orderer_email: null, member_detached_at: now })
    .where('member_id', '=', memberId)
    .where('member_detached_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Former members' orders last changed longer ago than the records' period (5 years): what is
 * left of a person is overwritten (recipient, address, memo, receipt and refund-account
 * numbers), so nothing personal remains, while the order's lines and amounts stay for the sales
 * figures. An overwritten order has an empty recipient and is not chosen again.
 */
export async function purgeFormerMemberOrders(db: Kysely<Database>, now: Date, kept: RetentionPeriod, limit: number): Promise<number> {
  const result = await sql`
    with chosen as (
      select order_id from shop_order
       where member_detached_at is not null and receiver_name <> '' and updated_at <= ${now}::timestamptz - ${kept}::interval
       order by updated_at limit ${limit}
    ), claims as (
      update order_claim set reason_text = null, refund_holder = null, refund_account_no = null
       where order_id in (select order_id from chosen)
    )
    update shop_order
       set receiver_name = '', receiver_phone = '', receiver_zonecode = '', receiver_address = '', receiver_address_detail = '',
           receiver_memo = null, cash_receipt_number = null, vbank_holder = null, vbank_num = null
     where order_id in (select order_id from chosen)`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
