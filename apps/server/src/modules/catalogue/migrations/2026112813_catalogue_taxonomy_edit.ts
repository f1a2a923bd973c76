import { type Kysely, sql } from 'kysely';

// The operator edits categories and brands (issue 25).
// - `category.hidden`: a hidden category (and the children of a hidden top category) is left
//   out of what shoppers browse — the category tree, the keyword search's category facets and
//   suggestions, the sitemap. Its products stay listed: search and the other lists they are in
//   still show them, and an old link to the hidden list still answers it.
// - Categories the console adds are numbered from `console_category_no`, above every number the
//   seed uses (departments 500100–500603, the premium list 507538, brand lists 91001–91003 and
//   507561–507563), so a reseed, which upserts its own numbers, never takes one of them.
// - `brand.description` (plain text, '' when none) and `brand.logo_url` (an https address or a
//   /media path; null: no logo), shown on the shop's brand answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table category add column hidden boolean not null default false`.execute(db);
  await sql`create sequence console_category_no start 600001`.execute(db);
  await sql`alter table brand add column description text not null default '', add column logo_url text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brand drop column description, drop column logo_url`.execute(db);
  await sql`drop sequence console_category_no`.execute(db);
  await sql`alter table category drop column hidden`.execute(db);
}
