import { type Kysely, sql } from 'kysely';

// Keyword search chooses its plan from how many products hold each bigram: a word most
// products hold is read by walking the products in the page's order, a rare one through
// the GIN index. The counts are kept per term (refreshed by the catalogue seed, the only
// writer of product terms); they also answer the count of a one-bigram keyword exactly.
// The planner gets fuller array statistics for the term columns, for the queries it plans.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_term_count (term text primary key, products integer not null, name_products integer not null)`.execute(db);
  await sql`alter table product alter column search_terms set statistics 1000, alter column name_terms set statistics 1000`.execute(db);
  await refresh(db);
  await sql`analyze product`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product alter column search_terms set statistics -1, alter column name_terms set statistics -1`.execute(db);
  await sql`drop table search_term_count`.execute(db);
}

async function refresh(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into search_term_count (term, products, name_products)
    select s.term, s.products, coalesce(n.products, 0)
    from (select t.term, count(*)::int as products from product, unnest(search_terms) as t(term) group by t.term) s
    left join (select t.term, count(*)::int as products from product, unnest(name_terms) as t(term) group by t.term) n on n.term = s.term`.execute(db);
}
