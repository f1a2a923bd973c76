import { type Kysely, sql } from 'kysely';

// Issue 28: a withdrawn member's inquiries stay as complaint and dispute records
// (전자상거래법 시행령 제6조: 3 years) once the member's personal data is destroyed; member_detached_at
// marks them, and the retention job deletes them 3 years after they last changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiry').addColumn('member_detached_at', 'timestamptz').execute();
  await sql`create index inquiry_detached on inquiry (updated_at) where member_detached_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists inquiry_detached`.execute(db);
  await db.schema.alterTable('inquiry').dropColumn('member_detached_at').execute();
}
