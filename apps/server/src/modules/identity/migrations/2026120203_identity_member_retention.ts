import { type Kysely, sql } from 'kysely';

// Issue 28: members' data over time (docs/member-data-retention.md).
// - member_separated keeps a member's personal data apart from the member table, which the shop
//   reads: a withdrawn member's for the 30 days the privacy policy promises (then destroyed), a
//   dormant member's until they come back (then restored). No shop route reads it.
// - member_sign_in is the sign-in history, a communication log kept 3 months.
// - member gains when it was last used (sign-in or a session's renewal), when the dormancy
//   notice went, and when a withdrawn member's data was destroyed; the two hashes may now go
//   (the e-mail's at destruction, the unique key's when the 3-year rejoin wait ends).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_separated')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.member_id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('WITHDRAWN', 'DORMANT')`))
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('birthday', 'date')
    .addColumn('gender', 'text')
    .addColumn('nick_name', 'text')
    .addColumn('separated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_sign_in')
    .addColumn('sign_in_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('PASSWORD', 'SOCIAL', 'DORMANT_RELEASE')`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_sign_in_member').on('member_sign_in').columns(['member_id', 'signed_in_at']).execute();
  await db.schema.createIndex('member_sign_in_at').on('member_sign_in').column('signed_in_at').execute();

  await db.schema
    .alterTable('member')
    .addColumn('last_active_at', 'timestamptz')
    .addColumn('dormancy_notice_at', 'timestamptz')
    .addColumn('dormant_at', 'timestamptz')
    .addColumn('data_destroyed_at', 'timestamptz')
    .execute();
  // A member's last use so far: their latest session's, else when they joined.
  await sql`update member set last_active_at = greatest(created_at, coalesce((select max(last_seen_at) from member_session s where s.member_id = member.member_id), created_at))`.execute(db);
  await sql`alter table member alter column last_active_at set not null, alter column last_active_at set default now()`.execute(db);
  await sql`alter table member alter column email_hash drop not null, alter column unique_key_hash drop not null`.execute(db);
  // The dormancy jobs walk active members by their last use; the withdrawal jobs walk the withdrawn by date.
  await sql`create index member_last_active on member (last_active_at) where status = 'ACTIVE'`.execute(db);
  await sql`create index member_withdrawn_at on member (withdrawn_at) where status = 'WITHDRAWN'`.execute(db);
  // Ended sessions (their address and device) are purged as communication logs.
  await sql`create index member_session_ended on member_session (coalesce(revoked_at, expires_at))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists member_session_ended`.execute(db);
  await sql`drop index if exists member_withdrawn_at`.execute(db);
  await sql`drop index if exists member_last_active`.execute(db);
  await db.schema.alterTable('member').dropColumn('last_active_at').dropColumn('dormancy_notice_at').dropColumn('dormant_at').dropColumn('data_destroyed_at').execute();
  for (const table of ['member_sign_in', 'member_separated']) await db.schema.dropTable(table).execute();
}
