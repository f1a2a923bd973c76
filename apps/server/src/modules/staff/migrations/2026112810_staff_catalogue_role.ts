import { type Kysely, sql } from 'kysely';

// Catalogue staff (issue 25): a role that edits products, stock and categories and sees no
// orders and no member data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff drop constraint if exists staff_role_check`.execute(db);
  await sql`alter table staff add constraint staff_role_check check (role in ('ADMIN', 'OPERATOR', 'CATALOGUE'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff drop constraint staff_role_check`.execute(db);
  await sql`alter table staff add constraint staff_role_check check (role in ('ADMIN', 'OPERATOR'))`.execute(db);
}
