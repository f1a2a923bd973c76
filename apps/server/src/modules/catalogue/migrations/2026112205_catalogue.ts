import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createBrandTable(db);
  await createCategoryTable(db);
  await createFilterGroupTable(db);
  await createFilterItemTable(db);
  await createFilterItemCategoryTable(db);
  await createProductTable(db);
  await createProductOptionTable(db);
  await createProductOptionItemTable(db);
  await createProductOptionRowTable(db);
  await createDeliveryMethodTable(db);
  await createProductDeliveryTable(db);
  await createSearchLogTable(db);
  await createCatalogueSeedStateTable(db);
  await sql`comment on table product is 'Catalogue products (spec 02 §3); list criteria of POST /api/product/v1/search/list run against it'`.execute(db);
  await sql`comment on table product_option_row is 'One sellable option combination (spec 02 §3 product option row)'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'catalogue_seed_state', 'search_log', 'product_delivery', 'delivery_method', 'product_option_row', 'product_option_item',
    'product_option', 'product', 'filter_item_category', 'filter_item', 'filter_group', 'category', 'brand',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

async function createBrandTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand')
    .addColumn('brand_no', 'integer', (c) => c.primaryKey())
    .addColumn('name_ko', 'text', (c) => c.notNull())
    .addColumn('name_latin', 'text', (c) => c.notNull())
    .addColumn('short_name_ko', 'text', (c) => c.notNull())
    .addColumn('country_ko', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .execute();
}

async function createCategoryTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('category_no', 'integer', (c) => c.primaryKey())
    .addColumn('category_no_ref', 'integer', (c) => c.references('category.category_no'))
    .addColumn('category_type', 'text', (c) => c.notNull().check(sql`category_type in ('PRODUCT', 'BRAND', 'PREMIUM')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('depth', 'smallint', (c) => c.notNull().check(sql`depth in (1, 2)`))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('brand_no', 'integer', (c) => c.references('brand.brand_no'))
    .execute();
}

async function createFilterGroupTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('filter_group')
    .addColumn('filter_no', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
}

async function createFilterItemTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('filter_item')
    .addColumn('item_no', 'integer', (c) => c.primaryKey())
    .addColumn('filter_no', 'integer', (c) => c.notNull().references('filter_group.filter_no').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
}

async function createFilterItemCategoryTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('filter_item_category')
    .addColumn('item_no', 'integer', (c) => c.notNull().references('filter_item.item_no').onDelete('cascade'))
    .addColumn('category_no', 'integer', (c) => c.notNull().references('category.category_no').onDelete('cascade'))
    .addPrimaryKeyConstraint('filter_item_category_pk', ['item_no', 'category_no'])
    .execute();
}

async function createProductTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product')
    .addColumn('product_no', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand_no', 'integer', (c) => c.notNull().references('brand.brand_no'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('category_no', 'integer', (c) => c.notNull().references('category.category_no'))
    .addColumn('category_nos', sql`integer[]`, (c) => c.notNull())
    .addColumn('filter_item_nos', sql`integer[]`, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('price_discount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`price_discount >= 0`))
    .addColumn('selling_price', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('review_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sampleable', 'boolean', (c) => c.notNull())
    .addColumn('inquiry_product', 'boolean', (c) => c.notNull())
    .addColumn('tile_spec', 'jsonb')
    .addColumn('option_group_seq', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('name_terms', sql`text[]`, (c) => c.notNull())
    .addColumn('search_terms', sql`text[]`, (c) => c.notNull())
    .addColumn('name_text', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  // Category, filter and keyword criteria are array containment / overlap tests (GIN);
  // each sort order has its own btree with the product number as a stable tie-breaker.
  await sql`create index product_category_nos on product using gin (category_nos)`.execute(db);
  await sql`create index product_filter_item_nos on product using gin (filter_item_nos)`.execute(db);
  await sql`create index product_search_terms on product using gin (search_terms)`.execute(db);
  await sql`create index product_newest on product (created_at desc, product_no desc)`.execute(db);
  await sql`create index product_popular on product (popularity desc, product_no desc)`.execute(db);
  await sql`create index product_price on product (selling_price, product_no)`.execute(db);
  await sql`create index product_reviews on product (review_cnt desc, product_no desc)`.execute(db);
}

async function createProductOptionTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_option')
    .addColumn('option_seq', 'integer', (c) => c.primaryKey())
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull().check(sql`style in ('SELECT', 'RADIO', 'COLOR')`))
    .execute();
  await db.schema.createIndex('product_option_product').on('product_option').column('product_no').execute();
}

async function createProductOptionItemTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_option_item')
    .addColumn('item_seq', 'integer', (c) => c.primaryKey())
    .addColumn('option_seq', 'integer', (c) => c.notNull().references('product_option.option_seq').onDelete('cascade'))
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('extra_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_option_item_product').on('product_option_item').column('product_no').execute();
}

async function createProductOptionRowTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_option_row')
    .addColumn('item_group_seq', 'integer', (c) => c.primaryKey())
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('item_seqs', sql`integer[]`, (c) => c.notNull())
    .addColumn('item_names', sql`text[]`, (c) => c.notNull())
    .addColumn('extra_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_cnt', 'integer', (c) => c.notNull().check(sql`stock_cnt >= 0`))
    .addColumn('stock_lost_type', 'text', (c) => c.notNull().check(sql`stock_lost_type in ('SALE_CLOSE', 'STOCK_ALIM')`))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_option_row_product').on('product_option_row').columns(['product_no', 'sort_order']).execute();
}

async function createDeliveryMethodTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_method')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
}

async function createProductDeliveryTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_delivery')
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('delivery_seq', 'smallint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().references('delivery_method.code'))
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('free_over', 'integer')
    .addColumn('pay_type', 'text', (c) => c.notNull().check(sql`pay_type in ('PREPAY', 'ARRIVAL')`))
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_delivery_pk', ['product_no', 'delivery_seq'])
    .execute();
}

async function createSearchLogTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_log')
    .addColumn('log_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('normalized', 'text', (c) => c.notNull())
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('search_log_recent').on('search_log').columns(['searched_at', 'normalized']).execute();
}

async function createCatalogueSeedStateTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_seed_state')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('generator_version', 'integer', (c) => c.notNull())
    .addColumn('brand_category_nos', sql`integer[]`, (c) => c.notNull())
    .addColumn('product_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
