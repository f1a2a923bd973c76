import { type Kysely, sql } from 'kysely';

// Issue 28: the dashboard counts low-stock options at every visit, and the rule (an option's
// stock at or under its product's threshold, the product not hidden) joined every option row to
// its product: 234 ms over the 100,000-product catalogue's 362,111 rows. Each option row now
// keeps its product's limit (low_stock_limit: the threshold, or -1 while the product is hidden,
// which no stock is at or under), kept by triggers whatever writes the product or the row, so
// the rule is a test of one row and a partial index holds exactly the low options: counting
// them reads that index alone, and the 재고 부족 list pages through it emptiest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product_option_row add column low_stock_limit integer not null default 5`.execute(db);
  await sql`
    update product_option_row r set low_stock_limit = case when p.status = 'HIDDEN' then -1 else p.low_stock_threshold end
      from product p where p.product_no = r.product_no`.execute(db);

  await sql`
    create function product_option_row_low_stock_limit() returns trigger language plpgsql as $$
    begin
      select case when p.status = 'HIDDEN' then -1 else p.low_stock_threshold end into new.low_stock_limit
        from product p where p.product_no = new.product_no;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger product_option_row_low_stock_limit
    before insert or update of product_no on product_option_row
    for each row execute function product_option_row_low_stock_limit()`.execute(db);

  await sql`
    create function product_low_stock_limit() returns trigger language plpgsql as $$
    begin
      update product_option_row set low_stock_limit = case when new.status = 'HIDDEN' then -1 else new.low_stock_threshold end
       where product_no = new.product_no
         and low_stock_limit is distinct from case when new.status = 'HIDDEN' then -1 else new.low_stock_threshold end;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger product_low_stock_limit
    after update of low_stock_threshold, status on product
    for each row when (old.low_stock_threshold is distinct from new.low_stock_threshold or old.status is distinct from new.status)
    execute function product_low_stock_limit()`.execute(db);

  await sql`create index product_option_row_low_stock on product_option_row (stock_cnt, item_group_seq) where stock_cnt <= low_stock_limit`.execute(db);
  await sql`analyze product_option_row`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists product_option_row_low_stock`.execute(db);
  await sql`drop trigger if exists product_low_stock_limit on product`.execute(db);
  await sql`drop function if exists product_low_stock_limit()`.execute(db);
  await sql`drop trigger if exists product_option_row_low_stock_limit on product_option_row`.execute(db);
  await sql`drop function if exists product_option_row_low_stock_limit()`.execute(db);
  await sql`alter table product_option_row drop column low_stock_limit`.execute(db);
}
