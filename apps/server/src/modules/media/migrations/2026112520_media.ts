import { type Kysely, sql } from 'kysely';

// Uploaded pictures (issue #14): review photos now, inquiry photos next.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_image')
    .addColumn('image_id', 'text', (c) => c.primaryKey().check(sql`image_id ~ '^[0-9a-f]{32}$'`))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('review', 'inquiry')`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attached_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('media_image_member').on('media_image').columns(['member_id', 'created_at']).execute();
  // The daily forgetting of uploads never attached reads only those.
  await sql`create index media_image_unattached on media_image (created_at) where attached_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_image').execute();
}
