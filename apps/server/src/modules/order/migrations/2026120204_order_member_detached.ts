import { type Kysely, sql } from 'kysely';

// Issue 28: when a withdrawn member's personal data is destroyed (30 days after withdrawal), their
// orders stay as the law's contract, payment and delivery records (전자상거래법 시행령 제6조: 5 years),
// without the orderer's profile data; member_detached_at marks them and starts nothing else. The
// retention job overwrites the rest of their personal data 5 years after the order last changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_order').addColumn('member_detached_at', 'timestamptz').execute();
  await sql`create index shop_order_detached on shop_order (updated_at) where member_detached_at is not null and receiver_name <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists shop_order_detached`.execute(db);
  await db.schema.alterTable('shop_order').dropColumn('member_detached_at').execute();
}
