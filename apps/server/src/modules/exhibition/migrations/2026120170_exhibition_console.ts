import { type Kysely, sql } from 'kysely';

// The console's exhibitions (issue 27). An exhibition's period is its publication schedule,
// and a draft state replaces the published flag (a draft is seen only in the console's
// preview). Pictures uploaded in the console (covers, image blocks) go through the media
// pipeline and are recorded here, owned by the exhibition that names them, so their files
// can be removed with it; a seeded exhibition keeps its drawn cover (cover_key).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('exhibition')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('PUBLISHED').check(sql`state in ('DRAFT', 'PUBLISHED')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update exhibition set state = case when published then 'PUBLISHED' else 'DRAFT' end`.execute(db);
  await sql`drop index if exists exhibition_published_period`.execute(db);
  await db.schema.alterTable('exhibition').dropColumn('published').execute();
  // Shoppers' lists: live ones by their dates.
  await sql`create index exhibition_live_period on exhibition (ends_at, starts_at) where state = 'PUBLISHED'`.execute(db);

  await db.schema
    .createTable('exhibition_image')
    .addColumn('image_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Null until an exhibition's save names it.
    .addColumn('exhibition_no', 'integer', (c) => c.references('exhibition.exhibition_no').onDelete('set null'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('exhibition').alterColumn('cover_key', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('exhibition')
    .addColumn('cover_image_id', 'integer', (c) => c.references('exhibition_image.image_id'))
    .execute();
  await db.schema.alterTable('exhibition').addCheckConstraint('exhibition_cover', sql`cover_key is not null or cover_image_id is not null`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exhibition').dropConstraint('exhibition_cover').execute();
  await db.schema.alterTable('exhibition').dropColumn('cover_image_id').execute();
  await db.schema.dropTable('exhibition_image').execute();
  await sql`drop index if exists exhibition_live_period`.execute(db);
  await db.schema.alterTable('exhibition').addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await sql`update exhibition set published = (state = 'PUBLISHED')`.execute(db);
  await db.schema.alterTable('exhibition').dropColumn('state').dropColumn('updated_at').execute();
}
