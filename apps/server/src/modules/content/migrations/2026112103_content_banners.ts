import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banner')
    .addColumn('banner_seq', 'integer', (c) => c.primaryKey())
    .addColumn('banner_type', 'text', (c) => c.notNull().defaultTo('TOP'))
    .addColumn('contents', 'text', (c) => c.notNull())
    .addColumn('banner_link', 'text')
    .addColumn('target_blank_yn', 'char(1)', (c) => c.notNull().defaultTo('N').check(sql`target_blank_yn in ('Y', 'N')`))
    .addColumn('banner_color', 'text')
    .addColumn('bg_color', 'text')
    .addColumn('close_period', 'text', (c) => c.notNull().defaultTo('1d').check(sql`close_period ~ '^[0-9]{1,3}[dmy]$'`))
    .addColumn('close_yn', 'char(1)', (c) => c.notNull().defaultTo('Y').check(sql`close_yn in ('Y', 'N')`))
    .addColumn('display_start', 'timestamptz', (c) => c.notNull())
    .addColumn('display_end', 'timestamptz', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('banner_period_ck', sql`display_start < display_end`)
    .execute();
  // The list call filters by type and period and orders by sort_order (CDC).
  await db.schema.createIndex('banner_display_ix').on('banner').columns(['banner_type', 'display_end', 'sort_order']).execute();

  await db.schema
    .createTable('banner_condition_group')
    .addColumn('banner_seq', 'integer', (c) => c.notNull().references('banner.banner_seq').onDelete('cascade'))
    .addColumn('group_no', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('banner_condition_group_pk', ['banner_seq', 'group_no'])
    .execute();
  await db.schema
    .createTable('banner_condition')
    .addColumn('banner_seq', 'integer', (c) => c.notNull())
    .addColumn('group_no', 'integer', (c) => c.notNull())
    .addColumn('condition_no', 'integer', (c) => c.notNull())
    .addColumn('inc_type', 'text', (c) => c.notNull().check(sql`inc_type in ('INCLUDE', 'EXCLUDE')`))
    .addColumn('parameter_type', 'text', (c) => c.notNull())
    .addColumn('compare_type', 'text', (c) => c.notNull().check(sql`compare_type in ('SAME', 'INCLUDE')`))
    .addColumn('parameter_val', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('banner_condition_pk', ['banner_seq', 'group_no', 'condition_no'])
    .addForeignKeyConstraint('banner_condition_group_fk', ['banner_seq', 'group_no'], 'banner_condition_group', ['banner_seq', 'group_no'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await sql`comment on table banner is 'Top banners (spec 01 §3), served by GET /api/banner/v1/list while display_start <= now() < display_end'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('banner_condition').execute();
  await db.schema.dropTable('banner_condition_group').execute();
  await db.schema.dropTable('banner').execute();
}
