import { type Kysely, sql } from 'kysely';

// Runs after identity (member). Order numbers are kept without a foreign key, as order
// lines keep product numbers: a message is a record of what was said.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_outbox')
    .addColumn('message_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('to_phone', 'text', (c) => c.notNull().check(sql`to_phone ~ '^01[016789][0-9]{7,8}$'`))
    .addColumn('member_id', 'integer', (c) => c.references('member.member_id').onDelete('set null'))
    .addColumn('order_no', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('variables', 'jsonb', (c) => c.notNull())
    .addColumn('button_name', 'text')
    .addColumn('link', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'SENT', 'FAILED')`))
    .addColumn('attempts', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('claim_token', 'uuid')
    .addColumn('channel', 'text', (c) => c.check(sql`channel in ('ATA', 'SMS', 'LMS')`))
    .addColumn('provider_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The sender's claim walks the few waiting rows oldest first; sent rows never enter the index.
  await sql`create index message_outbox_pending on message_outbox (message_id) where status = 'PENDING'`.execute(db);
  // The outbox page: one number's messages, or one order's, newest first.
  await sql`create index message_outbox_to on message_outbox (to_phone, message_id desc)`.execute(db);
  await sql`create index message_outbox_order on message_outbox (order_no, message_id desc) where order_no is not null`.execute(db);
  // A member's removal clears member_id without a scan of the outbox.
  await sql`create index message_outbox_member on message_outbox (member_id) where member_id is not null`.execute(db);

  await db.schema
    .createTable('solapi_sandbox_message')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('from_phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('kakao_options', 'jsonb')
    .addColumn('custom_fields', 'jsonb')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['solapi_sandbox_message', 'message_outbox']) await db.schema.dropTable(table).execute();
}
