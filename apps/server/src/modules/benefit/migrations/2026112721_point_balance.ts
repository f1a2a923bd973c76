import { type Kysely, sql } from 'kysely';

// Issue 22: points are never spent past the balance, guarded by the database and not only
// by the code that checks first. Every ledger row moves a per-member running balance (one
// row per member, so concurrent writers queue on its lock); a SPEND that would leave it
// below zero fails its statement. Other kinds may take it below zero on purpose: a
// clawback of points a returned purchase earned is owed even when they were spent
// (docs/benefits.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_balance')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.member_id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into point_balance (member_id, balance) select member_id, sum(amount) from point_ledger group by member_id`.execute(db);
  await sql`create function point_ledger_keep_balance() returns trigger language plpgsql as $$
    declare after_entry bigint;
    begin
      insert into point_balance as b (member_id, balance) values (new.member_id, new.amount)
        on conflict (member_id) do update set balance = b.balance + excluded.balance
        returning balance into after_entry;
      if new.kind = 'SPEND' and after_entry < 0 then
        raise exception 'points spent past the balance (member %, balance after %)', new.member_id, after_entry
          using errcode = 'check_violation', constraint = 'point_spend_within_balance';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger point_ledger_keep_balance after insert on point_ledger for each row execute function point_ledger_keep_balance()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger point_ledger_keep_balance on point_ledger`.execute(db);
  await sql`drop function point_ledger_keep_balance()`.execute(db);
  await db.schema.dropTable('point_balance').execute();
}
