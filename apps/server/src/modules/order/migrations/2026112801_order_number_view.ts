import { type Kysely, sql } from 'kysely';

// Issue 24: the order module's published read, for the modules the order module itself calls
// (benefits: a used coupon's and a points entry's order number), which cannot call back into
// it. A view, not the table: the order module may change shop_order and keep this.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace view order_number as select order_id, order_no from shop_order`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists order_number`.execute(db);
}
