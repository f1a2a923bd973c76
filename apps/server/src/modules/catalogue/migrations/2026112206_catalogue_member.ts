import { type Kysely, sql } from 'kysely';

// Likes and restock alerts belong to signed-in members, so this runs after the identity
// module's member table exists.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_like')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('like_type', 'text', (c) => c.notNull().check(sql`like_type in ('product', 'brand')`))
    .addColumn('target_no', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_like_pk', ['member_id', 'like_type', 'target_no'])
    .execute();
  await db.schema.createIndex('member_like_list').on('member_like').columns(['member_id', 'like_type', 'created_at']).execute();

  await db.schema
    .createTable('stock_alim')
    .addColumn('alim_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('item_group_seq', 'integer', (c) => c.notNull().references('product_option_row.item_group_seq').onDelete('cascade'))
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .execute();
  // One open request per member and option; a notified request may be renewed.
  await sql`create unique index stock_alim_open on stock_alim (member_id, item_group_seq) where notified_at is null`.execute(db);
  await db.schema.createIndex('stock_alim_row').on('stock_alim').column('item_group_seq').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_alim').execute();
  await db.schema.dropTable('member_like').execute();
}
