import { type Kysely, sql } from 'kysely';

// A word lives in few departments: 수전 names only faucets (BATH), 타일 tiles and carpet
// tiles. Sorted by price, low to high, the first products named 수전 are scattered among
// thousands of cheap tiles and accessories, so a walk down the price index read ~4,000
// products for one page. Each term now keeps the departments its matches are in, overall
// and by name, and each sort has an index per department: a search walks only those
// departments, merged in the sort's order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_term_count add column departments text[], add column name_departments text[]`.execute(db);
  await sql`create index product_department_newest on product (department, created_at desc, product_no desc)`.execute(db);
  await sql`create index product_department_popular on product (department, popularity desc, product_no desc)`.execute(db);
  await sql`create index product_department_price on product (department, selling_price, product_no)`.execute(db);
  await sql`create index product_department_reviews on product (department, review_cnt desc, product_no desc)`.execute(db);
  // A product moving to another department changes where its terms live, too.
  await sql`drop trigger product_search_term_starts_stale on product`.execute(db);
  await sql`
    create trigger product_search_term_starts_stale
    after insert or delete or update of department, created_at, popularity, selling_price, review_cnt, search_terms, name_terms on product
    for each statement execute function search_term_starts_stale()`.execute(db);
  // Existing counts have no departments yet: the next seed start computes them.
  await sql`update search_term_state set starts_fresh = false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_search_term_starts_stale on product`.execute(db);
  await sql`
    create trigger product_search_term_starts_stale
    after insert or delete or update of created_at, popularity, selling_price, review_cnt, search_terms, name_terms on product
    for each statement execute function search_term_starts_stale()`.execute(db);
  for (const index of ['product_department_newest', 'product_department_popular', 'product_department_price', 'product_department_reviews']) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
  await sql`alter table search_term_count drop column departments, drop column name_departments`.execute(db);
}
