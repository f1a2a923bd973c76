import { type Kysely, sql } from 'kysely';

// A product page's cached parts hold whether the product is sold out (caches.ts). Stock
// changes in many places (orders, cancels, returns, late payments, the console), inside
// transactions, so the database itself reports the one change that matters: an option row
// running out or coming back. The notification goes out when the transaction commits, on
// the cache facility's channel (DATABASE_CHANGE_CHANNEL, 'maru_cache_changes') as a change
// of one product (CatalogueChange.product, 'catalogue.product'); the strings are written
// out here because a migration must keep meaning what it meant when it ran.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function catalogue_report_sold_out_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('maru_cache_changes', json_build_object('topic', 'catalogue.product', 'key', new.product_no::text)::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger product_option_row_sold_out_change
      after update of stock_cnt on product_option_row
      for each row when ((old.stock_cnt > 0) <> (new.stock_cnt > 0))
      execute function catalogue_report_sold_out_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists product_option_row_sold_out_change on product_option_row`.execute(db);
  await sql`drop function if exists catalogue_report_sold_out_change()`.execute(db);
}
