import { type Kysely, sql } from 'kysely';

// Exhibitions (기획전, issue #15): a period and blocks in the editor's order. Block contents
// differ by kind (image, rich text, product group, coupon), so they are jsonb read through
// a schema rather than one sparse column per kind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exhibition')
    // By default, not always: the seed writes the numbers pages link to (/exhibition/32).
    .addColumn('exhibition_no', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) between 1 and 200`))
    .addColumn('summary', 'text', (c) => c.notNull().check(sql`length(summary) <= 500`))
    .addColumn('cover_key', 'text', (c) => c.notNull().check(sql`cover_key ~ '^[a-z0-9-]{1,60}$'`))
    .addColumn('cover_alt', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('exhibition_period', sql`ends_at > starts_at`)
    .execute();
  // The list: running and upcoming by their dates, the archive by its end.
  await sql`create index exhibition_published_period on exhibition (ends_at, starts_at) where published`.execute(db);

  await db.schema
    .createTable('exhibition_block')
    .addColumn('exhibition_no', 'integer', (c) => c.notNull().references('exhibition.exhibition_no').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 1 and 200`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('IMAGE', 'EDITOR', 'PRODUCT', 'COUPON')`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('exhibition_block_pk', ['exhibition_no', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exhibition_block').execute();
  await db.schema.dropTable('exhibition').execute();
}
