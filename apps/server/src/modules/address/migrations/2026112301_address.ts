import { type Kysely, sql } from 'kysely';

// Runs after identity (member).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_address')
    .addColumn('address_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.member_id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull().check(sql`char_length(label) between 1 and 20`))
    .addColumn('receiver_name', 'text', (c) => c.notNull().check(sql`char_length(receiver_name) between 1 and 30`))
    // Digits only: the view formats them (010-1234-5678).
    .addColumn('receiver_phone', 'text', (c) => c.notNull().check(sql`receiver_phone ~ '^0[0-9]{8,10}$'`))
    .addColumn('zonecode', 'text', (c) => c.notNull().check(sql`zonecode ~ '^[0-9]{5}$'`))
    .addColumn('address', 'text', (c) => c.notNull().check(sql`char_length(address) between 1 and 200`))
    .addColumn('address_detail', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(address_detail) <= 100`))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // At most one default per member, whatever the code does; "at least one" is kept by the
  // routes under the member's lock (a deferred trigger for it was judged not worth its weight).
  await db.schema.createIndex('member_address_one_default').on('member_address').column('member_id').unique().where(sql<boolean>`is_default`).execute();
  // The book's order: default first, then newest.
  await db.schema.createIndex('member_address_book').on('member_address').columns(['member_id', 'created_at desc', 'address_id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_address').execute();
}
