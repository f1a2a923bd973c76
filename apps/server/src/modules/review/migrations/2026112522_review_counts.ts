import { type Kysely, sql } from 'kysely';

// The catalogue generator used to invent review counts (0–640) for products with no reviews,
// so lists said 리뷰 640 where the product page had none. Counts are now the real reviews:
// the generator writes 0, a reseed keeps what is there, and this sets existing shops right.
// The next start's catalogue seed recomputes the search starts this write marks stale.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update product p set review_cnt = coalesce((select count(*)::int from product_review r where r.product_no = p.product_no), 0)
    where p.review_cnt is distinct from coalesce((select count(*)::int from product_review r where r.product_no = p.product_no), 0)`.execute(db);
}

export async function down(): Promise<void> {
  // The invented counts are not worth restoring.
}
