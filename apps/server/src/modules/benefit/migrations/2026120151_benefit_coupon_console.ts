import { type Kysely, sql } from 'kysely';

// Issue 27: coupons made and issued in the console. A new channel, ISSUE: a coupon staff give
// to members (chosen, by a segment or from a CSV), never offered for download or by a code.
// A copy staff recall keeps its row (the unique coupon/member pair and the history stay) with
// recalled_at set: it leaves the member's coupons and can't be used; given again later, the
// same row comes back as a fresh copy.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table coupon drop constraint coupon_channel_check`.execute(db);
  await sql`alter table coupon add constraint coupon_channel_check check (channel in ('DOWNLOAD', 'EVENT', 'WELCOME', 'CODE', 'ISSUE'))`.execute(db);
  await db.schema.alterTable('member_coupon').addColumn('recalled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_coupon').dropColumn('recalled_at').execute();
  await sql`update coupon set channel = 'DOWNLOAD', active = false where channel = 'ISSUE'`.execute(db);
  await sql`alter table coupon drop constraint coupon_channel_check`.execute(db);
  await sql`alter table coupon add constraint coupon_channel_check check (channel in ('DOWNLOAD', 'EVENT', 'WELCOME', 'CODE'))`.execute(db);
}
