import { type Kysely, sql } from 'kysely';

// The console's styling rooms (issue 27): a draft state and an end beside published_at (the
// start), so a room has the schedule every published item has; edited_at marks a room changed
// in the console, which the seed then leaves alone. A room's photo can be an upload of the
// console (media pipeline), recorded here and owned by the room that names it, so its files
// go with it; seeded rooms keep their drawn photos (/media/styling/<no>/…).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('styling_page')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('PUBLISHED').check(sql`state in ('DRAFT', 'PUBLISHED')`))
    .addColumn('ends_at', 'timestamptz')
    .addColumn('edited_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update styling_page set state = 'DRAFT' where published_at is null`.execute(db);
  await db.schema.alterTable('styling_page').addCheckConstraint('styling_page_period', sql`ends_at is null or published_at is null or ends_at > published_at`).execute();

  await db.schema
    .createTable('styling_image')
    .addColumn('image_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Null until a room's save names it.
    .addColumn('styling_no', 'integer', (c) => c.references('styling_page.styling_no').onDelete('set null'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('styling_photo').addColumn('image_id', 'integer', (c) => c.references('styling_image.image_id')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('styling_photo').dropColumn('image_id').execute();
  await db.schema.dropTable('styling_image').execute();
  await db.schema.alterTable('styling_page').dropConstraint('styling_page_period').execute();
  await db.schema.alterTable('styling_page').dropColumn('state').dropColumn('ends_at').dropColumn('edited_at').dropColumn('updated_at').execute();
}
