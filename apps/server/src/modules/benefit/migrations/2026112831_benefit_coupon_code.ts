import { type Kysely, sql } from 'kysely';

// Issue 26: coupons a shopper gets by typing an event's code (a flyer, a showroom visit, a
// partner's newsletter) in my page's coupons or at checkout. A new channel, CODE: such a
// coupon is never offered for download by id, only given for its code. Codes are kept as
// typed by staff, upper case without spaces, one coupon per code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table coupon drop constraint coupon_channel_check`.execute(db);
  await sql`alter table coupon add constraint coupon_channel_check check (channel in ('DOWNLOAD', 'EVENT', 'WELCOME', 'CODE'))`.execute(db);
  await db.schema.alterTable('coupon').addColumn('redeem_code', 'text', (c) => c.unique().check(sql`redeem_code ~ '^[A-Z0-9]{1,30}$'`)).execute();
  await sql`alter table coupon add constraint coupon_code_channel check ((channel = 'CODE') = (redeem_code is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from coupon where channel = 'CODE' and not exists (select 1 from member_coupon mc where mc.coupon_id = coupon.coupon_id)`.execute(db);
  await sql`alter table coupon drop constraint coupon_code_channel`.execute(db);
  await db.schema.alterTable('coupon').dropColumn('redeem_code').execute();
  await sql`alter table coupon drop constraint coupon_channel_check`.execute(db);
  await sql`alter table coupon add constraint coupon_channel_check check (channel in ('DOWNLOAD', 'EVENT', 'WELCOME'))`.execute(db);
}
