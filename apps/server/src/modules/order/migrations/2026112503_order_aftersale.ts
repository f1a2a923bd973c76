import { type Kysely, sql } from 'kysely';

// After the sale (issue #13): a state per order line, cancel and return claims, refunds
// that may be partial (several cancels of one payment), and per-line stock returns.

const LINE_STATUSES = sql`('WAITING_DEPOSIT', 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED', 'CANCEL_REQUESTED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURN_PICKED_UP', 'RETURNED')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_claim')
    .addColumn('claim_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('claim_no', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.order_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('CANCEL', 'RETURN')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('REQUESTED', 'PICKED_UP', 'COMPLETED', 'REJECTED')`))
    .addColumn('line_nos', sql`smallint[]`, (c) => c.notNull())
    .addColumn('reason_code', 'text', (c) => c.notNull())
    .addColumn('reason_text', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull().check(sql`requested_by in ('SHOPPER', 'STAFF')`))
    .addColumn('staff_id', 'integer')
    .addColumn('return_shipping_payer', 'text', (c) => c.check(sql`return_shipping_payer in ('SHOPPER', 'SHOP')`))
    .addColumn('return_shipping_fee', 'integer', (c) => c.notNull().defaultTo(0).check(sql`return_shipping_fee >= 0`))
    .addColumn('refund_amount', 'integer', (c) => c.check(sql`refund_amount >= 0`))
    .addColumn('refund_status', 'text', (c) => c.notNull().defaultTo('NONE').check(sql`refund_status in ('NONE', 'PENDING', 'DONE')`))
    // A paid virtual account is refunded to an account the shopper names; cleared once refunded.
    .addColumn('refund_bank_code', 'text')
    .addColumn('refund_holder', 'text')
    .addColumn('refund_account_no', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('order_claim_order').on('order_claim').columns(['order_id', 'created_at']).execute();
  await sql`create index order_claim_open on order_claim (created_at) where status in ('REQUESTED', 'PICKED_UP')`.execute(db);

  await db.schema
    .alterTable('shop_order_line')
    .addColumn('status', 'text', (c) => c.check(sql`status in ${LINE_STATUSES}`))
    .addColumn('status_changed_at', 'timestamptz')
    .addColumn('claim_id', 'integer', (c) => c.references('order_claim.claim_id'))
    .addColumn('carrier_code', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('stock_returned', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Lines of orders placed before: their state follows the order's payment.
  await sql`
    update shop_order_line l set status = case o.status when 'PAID' then 'PAID' when 'WAITING_DEPOSIT' then 'WAITING_DEPOSIT' when 'CANCELLED' then 'CANCELLED' end,
      status_changed_at = o.updated_at, stock_returned = not o.stock_held
    from shop_order o where o.order_id = l.order_id`.execute(db);
  // Automatic confirmation looks for lines delivered a week ago.
  await sql`create index shop_order_line_delivered on shop_order_line (delivered_at) where status = 'DELIVERED'`.execute(db);
  await db.schema.createIndex('shop_order_line_status').on('shop_order_line').columns(['status', 'order_id']).execute();

  // Refunds: several cancels of one payment (one per claim), each with its amount.
  await db.schema.alterTable('payment_cancel').dropConstraint('payment_cancel_imp_uid_key').execute();
  await db.schema
    .alterTable('payment_cancel')
    .addColumn('claim_id', 'integer', (c) => c.references('order_claim.claim_id'))
    .addColumn('amount', 'integer', (c) => c.check(sql`amount > 0`))
    .execute();
  // A whole-payment cancel (no claim) once per payment, a claim's refund once per claim.
  await sql`create unique index payment_cancel_whole on payment_cancel (imp_uid) where claim_id is null`.execute(db);
  await sql`create unique index payment_cancel_claim on payment_cancel (claim_id) where claim_id is not null`.execute(db);

  // The operator's search: by status and period, by orderer.
  await db.schema.createIndex('shop_order_created').on('shop_order').column('created_at').execute();
  // Phones are searched as digits (010-1234-5678 = 01012345678), names by their start.
  await sql`create index shop_order_orderer_phone on shop_order (regexp_replace(orderer_phone, '[^0-9]', '', 'g'))`.execute(db);
  await sql`create index shop_order_orderer_name on shop_order (orderer_name text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index shop_order_orderer_name`.execute(db);
  await sql`drop index shop_order_orderer_phone`.execute(db);
  await sql`drop index shop_order_created`.execute(db);
  await sql`drop index payment_cancel_claim`.execute(db);
  await sql`drop index payment_cancel_whole`.execute(db);
  await db.schema.alterTable('payment_cancel').dropColumn('amount').dropColumn('claim_id').execute();
  await db.schema.alterTable('payment_cancel').addUniqueConstraint('payment_cancel_imp_uid_key', ['imp_uid']).execute();
  for (const column of ['stock_returned', 'confirmed_at', 'delivered_at', 'shipped_at', 'tracking_no', 'carrier_code', 'claim_id', 'status_changed_at', 'status']) {
    await db.schema.alterTable('shop_order_line').dropColumn(column).execute();
  }
  await db.schema.dropTable('order_claim').execute();
}
