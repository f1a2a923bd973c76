import { type Kysely, sql } from 'kysely';

// The operator's catalogue (issue 25).
// - A product's sale state (판매중 / 품절 / 숨김) and display period. `listed` is what shoppers'
//   lists, search, suggestions and the sitemap test: not hidden and inside the period, as of
//   the last write or the catalogue's minute job (so the period follows the app's clock).
//   Search counts and starts count listed products only, so a change of `listed` marks them
//   stale like a change of terms.
// - Search keywords the operator adds, the low-stock threshold, when the row last changed.
// - 상품정보제공고시 per product (product_notice).
// - The stock ledger: every change of an option's stock, written by a trigger so no writer
//   can forget it (orders, cancels, returns, the console, the seed). Who and why come from
//   transaction-local settings the writer sets (maru.stock_reason, maru.stock_memo,
//   maru.stock_staff, maru.stock_order); without them a decrease is an order and an increase
//   a cancel, the two writers that never say. The ledger therefore sums to the stock.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table product
      add column status text not null default 'ON_SALE' check (status in ('ON_SALE', 'SOLD_OUT', 'HIDDEN')),
      add column listed boolean not null default true,
      add column display_from timestamptz,
      add column display_until timestamptz,
      add column search_keywords text[] not null default '{}',
      add column low_stock_threshold integer not null default 5 check (low_stock_threshold >= 0),
      add column updated_at timestamptz not null default now()`.execute(db);
  // Products the console creates are numbered apart from the seed's (100,001 onwards, which a
  // restarted seed may extend), so neither can take the other's numbers.
  await sql`create sequence console_product_no start 1000001`.execute(db);
  // The console's list sorts by these and pages over 100,000 products.
  await sql`create index product_updated on product (updated_at desc, product_no desc)`.execute(db);
  await sql`create index product_name_order on product (name, product_no)`.execute(db);
  await sql`create index product_period on product (display_from, display_until) where display_from is not null or display_until is not null`.execute(db);

  await sql`drop trigger product_search_term_starts_stale on product`.execute(db);
  await sql`
    create trigger product_search_term_starts_stale
    after insert or delete or update of department, created_at, popularity, selling_price, review_cnt, search_terms, name_terms, listed on product
    for each statement execute function search_term_starts_stale()`.execute(db);

  await sql`
    create table product_notice (
      product_no integer primary key references product (product_no) on delete cascade,
      notice_group text not null,
      items jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table stock_ledger (
      ledger_id bigint generated always as identity primary key,
      item_group_seq integer not null,
      product_no integer not null,
      change integer not null,
      stock_after integer not null,
      reason text not null check (reason in ('RECEIPT', 'ADJUST', 'RETURN', 'ORDER', 'CANCEL', 'OPENING')),
      memo text not null default '',
      staff_id integer,
      order_no text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index stock_ledger_option on stock_ledger (item_group_seq, ledger_id desc)`.execute(db);
  await sql`
    insert into stock_ledger (item_group_seq, product_no, change, stock_after, reason)
    select item_group_seq, product_no, stock_cnt, stock_cnt, 'OPENING' from product_option_row`.execute(db);
  await sql`
    create function stock_ledger_record() returns trigger language plpgsql as $$
    declare
      delta integer;
      why text;
    begin
      if tg_op = 'INSERT' then
        delta := new.stock_cnt;
        why := 'OPENING';
      else
        delta := new.stock_cnt - old.stock_cnt;
        if delta = 0 then return null; end if;
        why := coalesce(nullif(current_setting('maru.stock_reason', true), ''), case when delta < 0 then 'ORDER' else 'CANCEL' end);
      end if;
      insert into stock_ledger (item_group_seq, product_no, change, stock_after, reason, memo, staff_id, order_no)
      values (new.item_group_seq, new.product_no, delta, new.stock_cnt, why,
        coalesce(current_setting('maru.stock_memo', true), ''),
        nullif(current_setting('maru.stock_staff', true), '')::integer,
        nullif(current_setting('maru.stock_order', true), ''));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger product_option_row_stock_ledger
    after insert or update of stock_cnt on product_option_row
    for each row execute function stock_ledger_record()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_option_row_stock_ledger on product_option_row`.execute(db);
  await sql`drop function stock_ledger_record()`.execute(db);
  await sql`drop table stock_ledger`.execute(db);
  await sql`drop table product_notice`.execute(db);
  await sql`drop sequence console_product_no`.execute(db);
  await sql`drop trigger product_search_term_starts_stale on product`.execute(db);
  await sql`
    create trigger product_search_term_starts_stale
    after insert or delete or update of department, created_at, popularity, selling_price, review_cnt, search_terms, name_terms on product
    for each statement execute function search_term_starts_stale()`.execute(db);
  await sql`
    alter table product drop column status, drop column listed, drop column display_from, drop column display_until,
      drop column search_keywords, drop column low_stock_threshold, drop column updated_at`.execute(db);
}
