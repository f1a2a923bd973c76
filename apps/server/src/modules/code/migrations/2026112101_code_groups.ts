import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_group')
    .addColumn('group_code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('code')
    .addColumn('group_code', 'text', (c) => c.notNull().references('code_group.group_code').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addPrimaryKeyConstraint('code_pk', ['group_code', 'code'])
    .execute();
  await sql`comment on table code is 'Common codes (spec 01 §3 code groups), served by GET /api/code/v1/all/list'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code').execute();
  await db.schema.dropTable('code_group').execute();
}
