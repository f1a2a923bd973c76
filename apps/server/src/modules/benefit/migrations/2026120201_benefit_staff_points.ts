import { type Kysely, sql } from 'kysely';

// Issue 28: staff give points to a member or take them back in the console (the members
// console's POST …/points), each an entry of the append-only ledger with the reason as its
// description. Taking back never goes below zero; the console checks it under the ledger's
// lock, as a spend does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table point_ledger drop constraint point_ledger_kind_check`.execute(db);
  await sql`alter table point_ledger add constraint point_ledger_kind_check
    check (kind in ('EARN_PURCHASE', 'EARN_REVIEW', 'EARN_INVITATION', 'SPEND', 'SPEND_RETURN', 'CLAWBACK', 'EXPIRE', 'STAFF_GIVE', 'STAFF_TAKE'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The ledger is append-only: a database holding staff entries keeps the wider check.
  await sql`alter table point_ledger drop constraint point_ledger_kind_check`.execute(db);
  await sql`alter table point_ledger add constraint point_ledger_kind_check
    check (kind in ('EARN_PURCHASE', 'EARN_REVIEW', 'EARN_INVITATION', 'SPEND', 'SPEND_RETURN', 'CLAWBACK', 'EXPIRE')) not valid`.execute(db);
}
