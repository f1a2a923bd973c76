import { type Kysely, sql } from 'kysely';

// Issue 22: an order whose payment window the shopper closed is ABANDONED at once (its
// stock, coupons and points go back), instead of holding them until it expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shop_order drop constraint shop_order_status_check`.execute(db);
  await sql`alter table shop_order add constraint shop_order_status_check
    check (status in ('PAYMENT_PENDING', 'WAITING_DEPOSIT', 'PAID', 'FAILED', 'ABANDONED', 'CANCELLED', 'EXPIRED'))`.execute(db);
  // The member's list shows unfinished orders too: newest first per member.
  await sql`create index if not exists shop_order_member_created on shop_order (member_id, created_at desc) where member_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists shop_order_member_created`.execute(db);
  await sql`update shop_order set status = 'FAILED' where status = 'ABANDONED'`.execute(db);
  await sql`alter table shop_order drop constraint shop_order_status_check`.execute(db);
  await sql`alter table shop_order add constraint shop_order_status_check
    check (status in ('PAYMENT_PENDING', 'WAITING_DEPOSIT', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED'))`.execute(db);
}
