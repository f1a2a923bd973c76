import type { Kysely } from 'kysely';

// Photos on 1:1 inquiries: pictures uploaded through the media module (purpose 'inquiry'),
// kept with what is needed to show them again. Removed with their inquiry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inquiry_photo')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiry.inquiry_id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.notNull().references('media_image.image_id'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inquiry_photo_pk', ['inquiry_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inquiry_photo').execute();
}
