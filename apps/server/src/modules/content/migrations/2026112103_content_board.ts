import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice')
    .addColumn('notice_no', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notice_list_ix').on('notice').columns(['pinned desc', 'published_at desc', 'notice_no desc']).execute();

  await db.schema
    .createTable('faq_category')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('faq')
    .addColumn('faq_no', 'integer', (c) => c.primaryKey())
    .addColumn('category_code', 'text', (c) => c.notNull().references('faq_category.code'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer_html', 'text', (c) => c.notNull())
    // Kept in step with answer_html by PostgreSQL, so a search never matches tag names or links.
    .addColumn('answer_text', 'text', (c) => c.notNull().generatedAlwaysAs(sql`regexp_replace(answer_html, '<[^>]*>', ' ', 'g')`).stored())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await sql`comment on table faq is 'FAQ (board), served by GET /api/board/v1/faq/list; faq 109 is the sample-apply answer'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('faq').execute();
  await db.schema.dropTable('faq_category').execute();
  await db.schema.dropTable('notice').execute();
}
