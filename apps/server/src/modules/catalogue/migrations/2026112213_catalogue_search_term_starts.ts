import { type Kysely, sql } from 'kysely';

// A broad word can still start late in a sort: sorted by price, high to low, the first
// product named 타일 is the 31,044th of 100,000 (furniture and lighting cost more), so a
// walk down the price index read 31,000 products before the first match. Each term now
// keeps, per sort, the sort key and position of its first match, overall and by name:
// a search starts its walk there, as nothing before it can match.
//
// Those starts are only true while no product's terms or sort keys changed since they
// were computed. Any such write marks them stale (statement trigger); the seed's refresh,
// which runs after it writes products, marks them fresh again. Searches skip by stale
// starts never: they then read from the top, as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_term_count add column starts jsonb`.execute(db);
  await sql`create table search_term_state (id smallint primary key check (id = 1), starts_fresh boolean not null)`.execute(db);
  await sql`insert into search_term_state (id, starts_fresh) values (1, false)`.execute(db);
  await sql`
    create function search_term_starts_stale() returns trigger language plpgsql as $$
    begin
      update search_term_state set starts_fresh = false where starts_fresh;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger product_search_term_starts_stale
    after insert or delete or update of created_at, popularity, selling_price, review_cnt, search_terms, name_terms on product
    for each statement execute function search_term_starts_stale()`.execute(db);
  await sql`
    create trigger product_search_term_starts_stale_truncate
    after truncate on product for each statement execute function search_term_starts_stale()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_search_term_starts_stale_truncate on product`.execute(db);
  await sql`drop trigger product_search_term_starts_stale on product`.execute(db);
  await sql`drop function search_term_starts_stale()`.execute(db);
  await sql`drop table search_term_state`.execute(db);
  await sql`alter table search_term_count drop column starts`.execute(db);
}
