import { type Kysely, sql } from 'kysely';

// Issue 41: the price rules no write path may skip, backed by the database (the writers check
// them first with the domain's sentences, packages/domain/src/value-rules/prices.ts; this is the
// last line for a path that forgets, a script or a hand-written fix).
//
// - A product's 판매가 column is not below 0 (정가 and price_discount already are, 2026112205).
// - An option's final price — the price charged (price_discount while it is a discount, else
//   정가; spec 02) plus the option's extra_price — is not below 0. It spans two tables, so it is
//   a constraint trigger on each, deferred to commit: a transaction may change a product's price
//   and its options' extras in either order. Only negative extras can break it (prices are
//   >= 0), so the triggers fire for those rows alone and the seed's writes never pay for it.
//
// 판매가 0 outside 가격문의 and 판매가 above 정가 stay the writers' rules: the shop reads both
// safely (saleableStock sells neither), and tests set such rows by hand on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product add constraint product_selling_price_nonnegative check (selling_price >= 0)`.execute(db);
  await sql`
    create function catalogue_option_final_price() returns trigger language plpgsql as $$
    declare
      bad record;
      only_row integer;
    begin
      -- A product's write checks its options with negative extras; an option's write that option alone.
      if tg_table_name = 'product_option_row' then
        only_row := new.item_group_seq;
      end if;
      select r.item_group_seq, r.extra_price,
             case when p.price_discount > 0 and p.price_discount < p.price then p.price_discount else p.price end as charged
        into bad
        from product_option_row r join product p on p.product_no = r.product_no
       where r.product_no = new.product_no and r.extra_price < 0
         and (only_row is null or r.item_group_seq = only_row)
         and (case when p.price_discount > 0 and p.price_discount < p.price then p.price_discount else p.price end) + r.extra_price < 0
       limit 1;
      if found then
        raise exception using
          errcode = 'check_violation',
          constraint = 'product_option_final_price',
          message = format('option %s of product %s: price %s + extra price %s is below 0', bad.item_group_seq, new.product_no, bad.charged, bad.extra_price);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger product_option_row_final_price
    after insert or update of extra_price, product_no on product_option_row
    deferrable initially deferred
    for each row when (new.extra_price < 0)
    execute function catalogue_option_final_price()`.execute(db);
  await sql`
    create constraint trigger product_option_final_price
    after update of price, price_discount on product
    deferrable initially deferred
    for each row when (new.price < old.price or new.price_discount is distinct from old.price_discount)
    execute function catalogue_option_final_price()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists product_option_final_price on product`.execute(db);
  await sql`drop trigger if exists product_option_row_final_price on product_option_row`.execute(db);
  await sql`drop function if exists catalogue_option_final_price()`.execute(db);
  await sql`alter table product drop constraint if exists product_selling_price_nonnegative`.execute(db);
}
