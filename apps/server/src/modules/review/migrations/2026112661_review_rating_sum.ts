import { type Kysely, sql } from 'kysely';

// Product cards show the average rating beside the count. A list page reads 20–60 cards, so
// the stars' sum is kept on the product row (like review_cnt, in the review's write
// transaction) rather than aggregated from product_review for every card.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product add column review_rating_sum integer not null default 0 check (review_rating_sum >= 0)`.execute(db);
  await sql`
    update product p set review_rating_sum = r.total
    from (select product_no, sum(rating)::int as total from product_review group by product_no) r
    where r.product_no = p.product_no`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product drop column review_rating_sum`.execute(db);
}
