import { type Kysely, sql } from 'kysely';

// Issue 27: the order module's second published read, for coupon segments (the benefit module,
// which the order module calls and so cannot call back): what members bought, line by line,
// on orders that were paid, less the lines cancelled or returned. The index serves a period
// of payment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace view member_purchase as
    select o.member_id, o.order_id, l.line_no, l.product_no, o.paid_at
      from shop_order o join shop_order_line l on l.order_id = o.order_id
     where o.member_id is not null and o.paid_at is not null and (l.status is null or l.status not in ('CANCELLED', 'RETURNED'))`.execute(db);
  await sql`create index shop_order_member_paid on shop_order (paid_at) where member_id is not null and paid_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists shop_order_member_paid`.execute(db);
  await sql`drop view if exists member_purchase`.execute(db);
}
