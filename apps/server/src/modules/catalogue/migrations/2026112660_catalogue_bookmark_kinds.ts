import { type Kysely, sql } from 'kysely';

// Members bookmark styling pages and exhibitions with the same like calls as products
// (spec 02 §7: POST /like/v1/{type}); the store is one table, so its kinds widen here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_like drop constraint if exists member_like_like_type_check`.execute(db);
  await sql`alter table member_like add constraint member_like_like_type_check check (like_type in ('product', 'brand', 'styling', 'exhibition'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from member_like where like_type in ('styling', 'exhibition')`.execute(db);
  await sql`alter table member_like drop constraint if exists member_like_like_type_check`.execute(db);
  await sql`alter table member_like add constraint member_like_like_type_check check (like_type in ('product', 'brand'))`.execute(db);
}
