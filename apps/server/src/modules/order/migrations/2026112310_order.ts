import { type Kysely, sql } from 'kysely';

const ORDER_TYPES = sql`('PRODUCT', 'SAMPLE')`;
const ORDER_STATUSES = sql`('PAYMENT_PENDING', 'WAITING_DEPOSIT', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED')`;
const PAY_METHODS = sql`('card', 'trans', 'vbank', 'kakaopay', 'naverpay', 'tosspay')`;

// Runs after identity (member) and catalogue. Order lines keep product numbers and names
// without foreign keys: an order is a record of what was sold, whatever the catalogue becomes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createOrderSheetTable(db);
  // Order numbers are the KST date and six digits of this sequence (20261123000042).
  await sql`create sequence shop_order_no_seq`.execute(db);
  await createShopOrderTable(db);
  await createShopOrderLineTable(db);
  await createPaymentCancelTable(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payment_cancel', 'shop_order_line', 'shop_order', 'order_sheet']) await db.schema.dropTable(table).execute();
  await sql`drop sequence shop_order_no_seq`.execute(db);
}

async function createOrderSheetTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_sheet')
    .addColumn('sheet_no', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.references('member.member_id').onDelete('cascade'))
    .addColumn('guest_key', 'text')
    .addColumn('order_type', 'text', (c) => c.notNull().check(sql`order_type in ${ORDER_TYPES}`))
    .addColumn('cart_id', 'integer')
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('zonecode', 'text')
    .addColumn('amounts', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('order_sheet_one_owner', sql`(member_id is null) <> (guest_key is null)`)
    .execute();
  await db.schema.createIndex('order_sheet_expires').on('order_sheet').column('expires_at').execute();
}

async function createShopOrderTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_order')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_uid', 'text', (c) => c.notNull().unique())
    // One order per sheet, whatever races: the database refuses a second.
    .addColumn('sheet_no', 'text', (c) => c.notNull().unique())
    .addColumn('order_type', 'text', (c) => c.notNull().check(sql`order_type in ${ORDER_TYPES}`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${ORDER_STATUSES}`))
    .addColumn('member_id', 'integer', (c) => c.references('member.member_id'))
    .addColumn('guest_key', 'text')
    .addColumn('guest_password_hash', 'text')
    .addColumn('cart_id', 'integer')
    .addColumn('orderer_name', 'text', (c) => c.notNull())
    .addColumn('orderer_phone', 'text', (c) => c.notNull())
    .addColumn('orderer_email', 'text')
    .addColumn('receiver_name', 'text', (c) => c.notNull())
    .addColumn('receiver_phone', 'text', (c) => c.notNull())
    .addColumn('receiver_zonecode', 'text', (c) => c.notNull())
    .addColumn('receiver_address', 'text', (c) => c.notNull())
    .addColumn('receiver_address_detail', 'text', (c) => c.notNull())
    .addColumn('receiver_memo', 'text')
    .addColumn('pay_method', 'text', (c) => c.notNull().check(sql`pay_method in ${PAY_METHODS}`))
    .addColumn('cash_receipt_type', 'text', (c) => c.check(sql`cash_receipt_type in ('PERSONAL', 'BUSINESS')`))
    .addColumn('cash_receipt_number', 'text')
    .addColumn('product_amount', 'integer', (c) => c.notNull().check(sql`product_amount >= 0`))
    .addColumn('discount_amount', 'integer', (c) => c.notNull().check(sql`discount_amount >= 0`))
    .addColumn('delivery_fee', 'integer', (c) => c.notNull().check(sql`delivery_fee >= 0`))
    .addColumn('arrival_delivery_fee', 'integer', (c) => c.notNull().check(sql`arrival_delivery_fee >= 0`))
    .addColumn('remote_area_fee', 'integer', (c) => c.notNull().check(sql`remote_area_fee >= 0`))
    .addColumn('sample_fee', 'integer', (c) => c.notNull().check(sql`sample_fee >= 0`))
    .addColumn('vat_amount', 'integer', (c) => c.notNull().check(sql`vat_amount >= 0`))
    .addColumn('pay_amount', 'integer', (c) => c.notNull().check(sql`pay_amount >= 0`))
    .addColumn('delivery_groups', 'jsonb', (c) => c.notNull())
    .addColumn('stock_held', 'boolean', (c) => c.notNull())
    .addColumn('hold_until', 'timestamptz', (c) => c.notNull())
    .addColumn('imp_uid', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('pg_provider', 'text')
    .addColumn('card_name', 'text')
    .addColumn('vbank_code', 'text')
    .addColumn('vbank_name', 'text')
    .addColumn('vbank_num', 'text')
    .addColumn('vbank_holder', 'text')
    .addColumn('vbank_due', 'timestamptz')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('shop_order_one_owner', sql`(member_id is null) <> (guest_key is null)`)
    .addCheckConstraint('shop_order_guest_password', sql`(guest_key is null) = (guest_password_hash is null)`)
    .execute();
  // The sweep looks for holds that ran out; only open orders are indexed.
  await sql`create index shop_order_open_holds on shop_order (hold_until) where status in ('PAYMENT_PENDING', 'WAITING_DEPOSIT')`.execute(db);
  // A payment pays one order; a second order claiming it is a fault the database refuses.
  await sql`create unique index shop_order_imp_uid on shop_order (imp_uid) where imp_uid is not null`.execute(db);
  await db.schema.createIndex('shop_order_member').on('shop_order').columns(['member_id', 'created_at']).where(sql.ref('member_id'), 'is not', null).execute();
}

async function createShopOrderLineTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_order_line')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.order_id').onDelete('cascade'))
    .addColumn('line_no', 'smallint', (c) => c.notNull())
    .addColumn('cart_line_id', 'integer')
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('item_group_seq', 'integer', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('brand_name', 'text', (c) => c.notNull())
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('price_discount', 'integer', (c) => c.notNull().check(sql`price_discount >= 0`))
    .addColumn('selling_price', 'integer', (c) => c.notNull().check(sql`selling_price >= 0`))
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('delivery', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_order_line_pk', ['order_id', 'line_no'])
    .execute();
}

async function createPaymentCancelTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_cancel')
    .addColumn('cancel_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.order_id').onDelete('cascade'))
    .addColumn('imp_uid', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_uid', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('checksum', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'DONE')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .execute();
  await sql`create index payment_cancel_pending on payment_cancel (created_at) where status = 'PENDING'`.execute(db);
}
