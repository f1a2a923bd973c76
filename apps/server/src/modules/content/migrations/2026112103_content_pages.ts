import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy')
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('group_code', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull().check(sql`version ~ '^[0-9]{8}$'`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('headings', 'jsonb', (c) => c.notNull())
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  // Home page blocks and company pages: small documents read whole, so jsonb by key.
  await db.schema
    .createTable('editorial_block')
    .addColumn('block_key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`comment on table policy is 'Legal texts (spec 02 §3 policy document groups), served by GET /api/policy/v1/{type}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editorial_block').execute();
  await db.schema.dropTable('policy').execute();
}
