import { type Kysely, sql } from 'kysely';

// The shop's answer to a review (판매자 답글): one per review, on the review's row, as the
// inquiry's answer is. Plain text (cleaned as review bodies are; the domain's 1,000
// characters, the database only bounds the bytes), who wrote or last edited it (null: the
// seeded shop's answers, which no staff account wrote) and when, in UTC. Text and time come
// and go together. Writing an answer never touches updated_at: that is the writer's edit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table product_review
      add column answer_text text check (length(answer_text) <= 4000),
      add column answered_by integer references staff (staff_id),
      add column answered_at timestamptz,
      add constraint product_review_answer_whole check ((answer_text is null) = (answered_at is null))`.execute(db);
  // The console's list: every review, newest first (the product page has its own indexes).
  await sql`create index product_review_newest on product_review (created_at desc, review_id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_review_newest`.execute(db);
  await sql`alter table product_review drop constraint product_review_answer_whole, drop column answered_at, drop column answered_by, drop column answer_text`.execute(db);
}
