import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createMemberTable(db);
  await createMemberConsentTable(db);
  await createMemberSessionTable(db);
  await createGuestSessionTable(db);
  await createCertifyRequestTable(db);
  await createSocialAccountTable(db);
  await createSocialTicketTable(db);
  await createBusinessRequestTable(db);
  await sql`comment on table member is 'Members (spec 01 §3, 02 §5); personal columns are nulled at withdrawal'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['business_request', 'social_ticket', 'social_account', 'certify_request', 'guest_session', 'member_session', 'member_consent', 'member']) {
    await db.schema.dropTable(table).execute();
  }
}

async function createMemberTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('identity_id', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('birthday', 'date')
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('M', 'F')`))
    .addColumn('nick_name', 'text')
    .addColumn('unique_key_hash', 'text', (c) => c.notNull())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('recommend_my_cd', 'text', (c) => c.notNull().unique())
    .addColumn('recommended_by', 'text')
    .addColumn('auth_no', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE').check(sql`status in ('ACTIVE', 'DORMANT', 'SUSPENDED', 'WITHDRAWN')`))
    .addColumn('marketing_sms', 'boolean', (c) => c.notNull())
    .addColumn('marketing_email', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('withdrawal_reason', 'text')
    .execute();
  // One live account per person and per e-mail; withdrawn rows keep only hashes.
  await sql`create unique index member_email_live on member (lower(email)) where status <> 'WITHDRAWN'`.execute(db);
  await sql`create unique index member_person_live on member (unique_key_hash) where status <> 'WITHDRAWN'`.execute(db);
  await sql`create index member_person on member (unique_key_hash)`.execute(db);
  await sql`create index member_email_hash on member (email_hash)`.execute(db);
}

async function createMemberConsentTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_consent')
    .addColumn('consent_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id'))
    .addColumn('consent_type', 'text', (c) => c.notNull())
    .addColumn('agreed', 'boolean', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_consent_member').on('member_consent').column('member_id').execute();
}

async function createMemberSessionTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_session')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id'))
    .addColumn('access_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('auto_login', 'boolean', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('device_os', 'text', (c) => c.notNull())
    .addColumn('os_version', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('browser_ver', 'text', (c) => c.notNull())
    .addColumn('browser_agent', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('push_token', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('member_session_member').on('member_session').column('member_id').execute();
}

async function createGuestSessionTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_session')
    .addColumn('guest_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

async function createCertifyRequestTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certify_request')
    .addColumn('certify_no', 'text', (c) => c.primaryKey())
    .addColumn('owner_hash', 'text', (c) => c.notNull())
    .addColumn('certify_uid', 'text', (c) => c.unique())
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('birthday', 'date')
    .addColumn('gender', 'text')
    .addColumn('unique_key_hash', 'text')
    .addColumn('certified_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

async function createSocialAccountTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_account')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id'))
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_account_pk', ['channel', 'provider_user_id'])
    .execute();
}

async function createSocialTicketTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('nick_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

async function createBusinessRequestTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_request')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.member_id'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('biz_no', 'text', (c) => c.notNull())
    .addColumn('ceo_name', 'text', (c) => c.notNull())
    .addColumn('biz_type', 'text', (c) => c.notNull())
    .addColumn('biz_item', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'APPROVED', 'REJECTED')`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
}
