import { type Kysely, sql } from 'kysely';

// A product's own documents (issue 25, "documents"): PDFs the console uploads (KC 인증서, a
// maker's manual), listed on the product page beside the documents the shop draws itself.
//
// The bytes live in the row, not in the media storage: a product has a handful, they are read
// rarely (a download, never a page view), they must be answered with the product's Korean file
// name (Content-Disposition, which a bucket's public URL cannot give), and a row deleted in a
// transaction takes its file with it, on every server at once. PRODUCT_FILE_MAX_BYTES (20 MB) ×
// PRODUCT_FILES_MAX (10) bounds a product; PostgreSQL stores the bytea out of line (TOAST), so
// the listing below never reads it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_file (
      file_id integer generated always as identity primary key,
      product_no integer not null references product (product_no) on delete cascade,
      sort_order integer not null,
      title text not null check (length(title) between 1 and 40),
      content bytea not null,
      bytes integer not null check (bytes > 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_file_order on product_file (product_no, sort_order, file_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table product_file`.execute(db);
}
