import { type Kysely, sql } from 'kysely';

// A brand catalogue lists the brand's most popular products; without this index every
// request (its cache name is made from that list) reads the whole product table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists product_brand_popular on product (brand_no, popularity desc, product_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists product_brand_popular`.execute(db);
}
