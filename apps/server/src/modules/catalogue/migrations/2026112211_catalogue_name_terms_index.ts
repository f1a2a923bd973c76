import { type Kysely, sql } from 'kysely';

// Keyword search lists name matches first. Without an index on the name terms, a word
// many products mention but few are named after (욕실 타일) made PostgreSQL read every
// matching row to test its name; with it, both tests are answered by the indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_name_terms on product using gin (name_terms)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_name_terms`.execute(db);
}
