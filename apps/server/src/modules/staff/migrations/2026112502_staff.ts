import { type Kysely, sql } from 'kysely';

// The operator console: staff accounts, their sessions and the audit log of what they did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('ADMIN', 'OPERATOR')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_signed_in_at', 'timestamptz')
    .execute();
  await sql`create unique index staff_email_unique on staff (lower(email))`.execute(db);

  await db.schema
    .createTable('staff_session')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.staff_id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // Revoking a staff member's sessions (deactivation, a new role) looks up their open ones.
  await sql`create index staff_session_open on staff_session (staff_id) where revoked_at is null`.execute(db);
  await db.schema.createIndex('staff_session_created').on('staff_session').column('created_at').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.staff_id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The console lists newest first, whole or by one staff member, one target or one action.
  await sql`create index audit_log_newest on audit_log (created_at desc, audit_id desc)`.execute(db);
  await sql`create index audit_log_by_staff on audit_log (staff_id, created_at desc)`.execute(db);
  await sql`create index audit_log_by_target on audit_log (target_type, target_id, created_at desc)`.execute(db);
  await sql`create index audit_log_by_action on audit_log (action, created_at desc)`.execute(db);

  // The code has no path that changes or removes an entry; this makes sure nothing else does
  // either, short of a superuser dropping the trigger (which the server's role never does).
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only (% refused)', tg_op;
    end;
    $$`.execute(db);
  await sql`create trigger audit_log_no_update_or_delete before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
  await sql`comment on table audit_log is 'Every staff action of the operator console (who, what, when, before/after); append-only'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff').execute();
}
