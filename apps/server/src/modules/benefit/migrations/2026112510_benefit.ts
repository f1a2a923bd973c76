import { type Kysely, sql } from 'kysely';

// Member benefits (issue 14): coupons and members' copies, the point ledger, invitation
// rewards, what each order used, and the order's amounts gaining the three benefit pieces.

const won = sql`integer`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCouponEventTable(db);
  await createCouponTable(db);
  await createMemberCouponTable(db);
  await createPointLedgerTable(db);
  await createPointExpiryNoticeTable(db);
  await createInvitationRewardTable(db);
  await createOrderBenefitTable(db);
  await addBenefitAmountsToShopOrder(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_order').dropColumn('coupon_discount').dropColumn('shipping_coupon_discount').dropColumn('points_used').execute();
  for (const table of ['order_benefit', 'invitation_reward', 'point_expiry_notice', 'point_ledger', 'member_coupon', 'coupon', 'coupon_event']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop index if exists member_recommended_by`.execute(db);
  await sql`drop function if exists point_ledger_append_only()`.execute(db);
}

async function createCouponEventTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon_event')
    .addColumn('event_code', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
}

async function createCouponTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon')
    .addColumn('coupon_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('benefit_type', 'text', (c) => c.notNull().check(sql`benefit_type in ('AMOUNT', 'RATE', 'FREE_DELIVERY')`))
    .addColumn('amount', won, (c) => c.notNull().defaultTo(0).check(sql`amount >= 0`))
    .addColumn('rate', 'integer', (c) => c.notNull().defaultTo(0).check(sql`rate between 0 and 100`))
    .addColumn('max_discount', won, (c) => c.check(sql`max_discount >= 0`))
    .addColumn('min_order_amount', won, (c) => c.notNull().defaultTo(0).check(sql`min_order_amount >= 0`))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('ALL', 'CATEGORY', 'BRAND', 'PRODUCT')`))
    .addColumn('scope_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('DOWNLOAD', 'EVENT', 'WELCOME')`))
    .addColumn('event_code', 'text', (c) => c.references('coupon_event.event_code'))
    .addColumn('download_from', 'timestamptz', (c) => c.notNull())
    .addColumn('download_until', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('valid_days', 'integer', (c) => c.check(sql`valid_days > 0`))
    .addColumn('total_quantity', 'integer', (c) => c.check(sql`total_quantity >= 0`))
    .addColumn('issued_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('coupon_validity', sql`valid_until is not null or valid_days is not null`)
    .addCheckConstraint('coupon_quantity', sql`total_quantity is null or issued_count <= total_quantity`)
    .execute();
  await sql`create index coupon_channel on coupon (channel, event_code) where active`.execute(db);
}

async function createMemberCouponTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_coupon')
    .addColumn('member_coupon_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupon.coupon_id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_order_id', 'integer', (c) => c.references('shop_order.order_id'))
    .addUniqueConstraint('member_coupon_once', ['coupon_id', 'member_id'])
    .execute();
  await db.schema.createIndex('member_coupon_member').on('member_coupon').columns(['member_id', 'expires_at']).execute();
  await sql`create index member_coupon_order on member_coupon (used_order_id) where used_order_id is not null`.execute(db);
}

async function createPointLedgerTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_ledger')
    .addColumn('entry_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('EARN_PURCHASE', 'EARN_REVIEW', 'EARN_INVITATION', 'SPEND', 'SPEND_RETURN', 'CLAWBACK', 'EXPIRE')`))
    .addColumn('amount', won, (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('order_id', 'integer')
    .addColumn('line_no', 'integer')
    .addColumn('claim_id', 'integer')
    .addColumn('review_id', 'integer')
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('point_ledger_lot', sql`(amount > 0) = (expires_at is not null)`)
    .execute();
  await db.schema.createIndex('point_ledger_member').on('point_ledger').columns(['member_id', 'created_at']).execute();
  await sql`create index point_ledger_order on point_ledger (order_id) where order_id is not null`.execute(db);
  // The expiry job looks for lots expiring around now.
  await sql`create index point_ledger_expiry on point_ledger (expires_at) where amount > 0`.execute(db);
  // Append-only: the balance is the sum, so no row may change or vanish.
  await sql`create or replace function point_ledger_append_only() returns trigger language plpgsql as $$
    begin raise exception 'point_ledger is append-only'; end $$`.execute(db);
  await sql`create trigger point_ledger_append_only before update on point_ledger for each row execute function point_ledger_append_only()`.execute(db);
}

async function createPointExpiryNoticeTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_expiry_notice')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('expires_on', 'date', (c) => c.notNull())
    .addColumn('amount', won, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('point_expiry_notice_pk', ['member_id', 'expires_on'])
    .execute();
}

async function createInvitationRewardTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitation_reward')
    .addColumn('invitee_member_id', 'integer', (c) => c.primaryKey().references('member.member_id').onDelete('cascade'))
    .addColumn('inviter_member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('rewarded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitation_reward_inviter').on('invitation_reward').column('inviter_member_id').execute();
  await sql`create index member_recommended_by on member (recommended_by) where recommended_by is not null`.execute(db);
}

async function createOrderBenefitTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_benefit')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('shop_order.order_id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('product_member_coupon_id', 'integer', (c) => c.references('member_coupon.member_coupon_id'))
    .addColumn('product_coupon', 'jsonb')
    .addColumn('product_coupon_lines', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('shipping_member_coupon_id', 'integer', (c) => c.references('member_coupon.member_coupon_id'))
    .addColumn('shipping_coupon', 'jsonb')
    .addColumn('shipping_coupon_lines', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('coupon_discount', won, (c) => c.notNull().check(sql`coupon_discount >= 0`))
    .addColumn('shipping_coupon_discount', won, (c) => c.notNull().check(sql`shipping_coupon_discount >= 0`))
    .addColumn('points_used', won, (c) => c.notNull().check(sql`points_used >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

async function addBenefitAmountsToShopOrder(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop_order')
    .addColumn('coupon_discount', won, (c) => c.notNull().defaultTo(0).check(sql`coupon_discount >= 0`))
    .addColumn('shipping_coupon_discount', won, (c) => c.notNull().defaultTo(0).check(sql`shipping_coupon_discount >= 0`))
    .addColumn('points_used', won, (c) => c.notNull().defaultTo(0).check(sql`points_used >= 0`))
    .execute();
}
