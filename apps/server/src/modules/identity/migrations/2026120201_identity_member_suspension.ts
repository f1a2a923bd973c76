import { type Kysely, sql } from 'kysely';

// Issue 28: staff suspend a member and lift the suspension in the console, each with a reason
// (spec 02's grounds for restriction, and the words). member.status says whether the member is
// suspended now; this table keeps every suspension and lifting, so the member page shows the
// history and the ground of the one in force. staff_id names who (the staff module sits above
// identity, so no foreign key); the audit log holds the same acts with the staff's address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_suspension')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('SUSPEND', 'UNSUSPEND')`))
    .addColumn('reason_code', 'text')
    .addColumn('reason', 'text')
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_suspension_member').on('member_suspension').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_suspension').execute();
}
