import { type Kysely, sql } from 'kysely';

// Product reviews with photos (issue #14). One review per order line; product.review_cnt
// (the catalogue's lists and 'RV' sort) is kept equal to the product's reviews by every
// write, in the write's transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_review')
    .addColumn('review_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.order_id'))
    .addColumn('line_no', 'smallint', (c) => c.notNull())
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    // Limits are the domain's (1,000 characters); the database only bounds the bytes.
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) <= 4000`))
    .addColumn('photo_count', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`photo_count between 0 and 5`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('product_review_one_per_line', ['order_id', 'line_no'])
    .execute();
  // The product page: newest first, by rating, photos first.
  await sql`create index product_review_product_newest on product_review (product_no, created_at desc, review_id desc)`.execute(db);
  await sql`create index product_review_product_rating on product_review (product_no, rating, created_at desc)`.execute(db);
  await sql`create index product_review_member on product_review (member_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('review_photo')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('product_review.review_id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 0 and 4`))
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_photo_pk', ['review_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_photo').execute();
  await db.schema.dropTable('product_review').execute();
}
