import { type Kysely, sql } from 'kysely';

// Issue 26: the shop is seeded with reviewers' delivered orders and reviews. This row says
// which version of that seed a database holds, so a start adds them once (and an existing
// shop gets them without its catalogue being regenerated).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_seed_state')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('reviews', 'integer', (c) => c.notNull())
    // The photos are drawn after the rows are written (after the shop answers): a start that
    // stopped before they were all drawn leaves this false, and the next start draws the rest.
    .addColumn('photos_drawn', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_seed_state').execute();
}
