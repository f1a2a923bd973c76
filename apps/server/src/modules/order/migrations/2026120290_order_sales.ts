import { type Kysely, sql } from 'kysely';

// Issue 28: the console's dashboard reads sales from aggregates kept as orders change, never by
// counting the order table (docs/dashboard.md).
// - order_sales_event: one row per event that moves the figures — an order paid (PAID, keyed by
//   the order), a claim completed on a paid order (REFUND, keyed by the claim), a paid order
//   cancelled whole at the provider (CANCEL, keyed by the order). The key is the primary key,
//   so an event recorded twice (a repeated webhook, a retried refund, the backfill meeting the
//   live path) is recorded once, and only a recorded event moves the aggregates below.
// - order_sales_day: per Korean business day, split into 16 slots by order id so that one
//   day's writers do not all queue on one row; a day's figure is the sum of its slots.
// - order_product_sales_day: per Korean day and product, units and net sales (selling price ×
//   pieces; a claim or cancel subtracts its lines on the day it happens) for best sellers.
// The aggregate rows are updated in place all day: a lower fill factor keeps those updates on
// their page (HOT), as no updated column is indexed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_sales_event (
      kind text not null check (kind in ('PAID', 'REFUND', 'CANCEL')),
      ref_id integer not null,
      order_id integer not null references shop_order (order_id) on delete cascade,
      sales_day date not null,
      orders smallint not null check (orders in (0, 1)),
      paid_amount integer not null check (paid_amount >= 0),
      refund_amount integer not null check (refund_amount >= 0),
      occurred_at timestamptz not null,
      recorded_at timestamptz not null default now(),
      primary key (kind, ref_id)
    )`.execute(db);
  await sql`create index order_sales_event_order on order_sales_event (order_id)`.execute(db);
  await sql`
    create table order_sales_day (
      sales_day date not null,
      slot smallint not null check (slot between 0 and 15),
      orders integer not null default 0,
      refunds integer not null default 0,
      paid_amount bigint not null default 0,
      refund_amount bigint not null default 0,
      primary key (sales_day, slot)
    ) with (fillfactor = 50)`.execute(db);
  await sql`
    create table order_product_sales_day (
      sales_day date not null,
      product_no integer not null,
      units integer not null default 0,
      net_sales bigint not null default 0,
      primary key (sales_day, product_no)
    ) with (fillfactor = 70)`.execute(db);
  // What needs doing now counts orders by line state (shop_order_line_status serves it) and
  // open claims (order_claim_open); nothing more is needed for those here.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists order_product_sales_day`.execute(db);
  await sql`drop table if exists order_sales_day`.execute(db);
  await sql`drop table if exists order_sales_event`.execute(db);
}
