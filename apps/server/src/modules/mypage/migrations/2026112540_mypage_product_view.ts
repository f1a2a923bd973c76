import { type Kysely, sql } from 'kysely';

// Runs after identity (member) and catalogue (product).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_product_view')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    // A product that is deleted leaves every list at once.
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_product_view_pk', ['member_id', 'product_no'])
    .execute();
  // The list's order, and the trim to the newest 50.
  await db.schema.createIndex('member_product_view_recent').on('member_product_view').columns(['member_id', 'viewed_at desc', 'product_no desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_product_view').execute();
}
