import { type Kysely, sql } from 'kysely';

// Issue 27: the console's member search (GET /api/admin/v1/members) answers each keystroke
// from an index, never a scan of every member: a name or an e-mail by how it starts
// (text_pattern_ops serves LIKE 'prefix%' in any collation), the end of a mobile number by the
// start of its digits reversed, a member number by the primary key. Coupon segments read
// members by when they joined and business members by their authNo.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index member_search_name on member (lower(name) text_pattern_ops)`.execute(db);
  await sql`create index member_search_email on member (lower(email) text_pattern_ops)`.execute(db);
  await sql`create index member_search_phone on member (reverse(regexp_replace(phone, '[^0-9]', '', 'g')) text_pattern_ops)`.execute(db);
  await sql`create index member_joined on member (created_at)`.execute(db);
  await sql`create index member_auth_no on member (auth_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['member_auth_no', 'member_joined', 'member_search_phone', 'member_search_email', 'member_search_name']) await sql`drop index if exists ${sql.id(index)}`.execute(db);
}
