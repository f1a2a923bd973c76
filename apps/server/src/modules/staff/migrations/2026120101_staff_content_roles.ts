import { type Kysely, sql } from 'kysely';

// Content and promotions staff (issue 27): banners, the home page, boards, policies,
// exhibitions and styling rooms; coupons. Neither sees orders or members' data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff drop constraint if exists staff_role_check`.execute(db);
  await sql`alter table staff add constraint staff_role_check check (role in ('ADMIN', 'OPERATOR', 'CATALOGUE', 'CONTENT', 'PROMOTIONS'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff drop constraint staff_role_check`.execute(db);
  await sql`alter table staff add constraint staff_role_check check (role in ('ADMIN', 'OPERATOR', 'CATALOGUE'))`.execute(db);
}
