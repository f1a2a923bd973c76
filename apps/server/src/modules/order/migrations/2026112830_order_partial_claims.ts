import { type Kysely, sql } from 'kysely';

// Issue 26: part of a line's pieces can be cancelled or returned (2 of 5 boxes). The claimed
// pieces are split off into a line of their own (split_from names the line they were first
// ordered on), so every line keeps one state, one stock return and one claim, as before.
// A shopper's request may carry its own key, so the same request sent twice makes one claim.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shop_order_line add column split_from smallint`.execute(db);
  await sql`alter table order_claim add column request_key text`.execute(db);
  await sql`create index order_claim_request_key on order_claim (order_id, request_key) where request_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists order_claim_request_key`.execute(db);
  await sql`alter table order_claim drop column request_key`.execute(db);
  await sql`alter table shop_order_line drop column split_from`.execute(db);
}
