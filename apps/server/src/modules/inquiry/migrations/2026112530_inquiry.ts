import { type Kysely, sql } from 'kysely';

// Inquiries (issue 14): 1:1 inquiries and product questions in one table, with their answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inquiry')
    .addColumn('inquiry_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ONE_TO_ONE', 'PRODUCT')`))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id'))
    .addColumn('category', 'text')
    .addColumn('title', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    .addColumn('product_no', 'integer', (c) => c.references('product.product_no'))
    .addColumn('secret', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('answer_text', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'integer', (c) => c.references('staff.staff_id'))
    .addColumn('answer_edited_at', 'timestamptz')
    .addColumn('answer_read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A 1:1 inquiry has a category and title and no product; a product question the reverse.
    .addCheckConstraint('inquiry_kind_fields', sql`case kind when 'ONE_TO_ONE' then category is not null and title is not null and product_no is null else product_no is not null and category is null and order_no is null end`)
    .addCheckConstraint('inquiry_answer_whole', sql`(answer_text is null) = (answered_at is null)`)
    .execute();
  // My page: a member's inquiries of a kind, newest first.
  await sql`create index inquiry_by_member on inquiry (member_id, kind, created_at desc)`.execute(db);
  // The product page's questions, newest first.
  await sql`create index inquiry_by_product on inquiry (product_no, created_at desc) where kind = 'PRODUCT'`.execute(db);
  // The console: waiting ones first (oldest first), then the rest.
  await sql`create index inquiry_waiting on inquiry (created_at) where answered_at is null`.execute(db);
  await sql`create index inquiry_newest on inquiry (created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inquiry').execute();
}
