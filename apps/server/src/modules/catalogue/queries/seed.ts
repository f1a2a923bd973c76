import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { CatalogueBase, DeliveryMethod, ProductRows } from '../seed';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Brands, categories, filters and delivery methods: inserted or refreshed by their
 * numbers. Brand categories of the other deployment (ids differ per phase) are removed.
 */
export async function upsertCatalogueBase(db: Db, base: CatalogueBase, deliveryMethods: Record<DeliveryMethod, string>): Promise<void> {
  await db
    .insertInto('brand')
    .values(base.brands.map((brand) => ({
      brand_no: brand.brandNo,
      name_ko: brand.nameKo,
      name_latin: brand.nameLatin,
      short_name_ko: brand.shortNameKo,
      country_ko: brand.countryKo,
      department: brand.department,
    })))
    .onConflict((oc) => oc.column('brand_no').doUpdateSet((eb) => ({
      name_ko: eb.ref('excluded.name_ko'),
      name_latin: eb.ref('excluded.name_latin'),
      short_name_ko: eb.ref('excluded.short_name_ko'),
      country_ko: eb.ref('excluded.country_ko'),
      department: eb.ref('excluded.department'),
    })))
    .execute();

  // Parents first, so the self-reference holds at every row.
  const ordered = [...base.categories].sort((a, b) => a.depth - b.depth);
  await db
    .insertInto('category')
    .values(ordered.map((category) => ({
      category_no: category.categoryNo,
      category_no_ref: category.categoryNoRef,
      category_type: category.categoryType,
      name: category.name,
      depth: category.depth,
      sort_order: category.sortOrder,
      brand_no: category.brandNo,
    })))
    .onConflict((oc) => oc.column('category_no').doUpdateSet((eb) => ({
      category_no_ref: eb.ref('excluded.category_no_ref'),
      category_type: eb.ref('excluded.category_type'),
      name: eb.ref('excluded.name'),
      depth: eb.ref('excluded.depth'),
      sort_order: eb.ref('excluded.sort_order'),
      brand_no: eb.ref('excluded.brand_no'),
    })))
    .execute();
  const brandCategoryNos = base.categories.filter((category) => category.categoryType === 'BRAND').map((category) => category.categoryNo);
  // Product category arrays are rewritten by the full product refresh that follows a
  // change of brand category ids (see seed/step.ts), so only the categories go here.
  await db.deleteFrom('category').where('category_type', '=', 'BRAND').where('category_no', 'not in', brandCategoryNos).execute();

  await db
    .insertInto('filter_group')
    .values(base.filters.map((filter) => ({ filter_no: filter.filterNo, name: filter.name, sort_order: filter.sortOrder })))
    .onConflict((oc) => oc.column('filter_no').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), sort_order: eb.ref('excluded.sort_order') })))
    .execute();
  const items = base.filters.flatMap((filter) =>
    filter.items.map((item) => ({ item_no: item.itemNo, filter_no: filter.filterNo, name: item.name, sort_order: item.sortOrder })),
  );
  await db
    .insertInto('filter_item')
    .values(items)
    .onConflict((oc) => oc.column('item_no').doUpdateSet((eb) => ({
      filter_no: eb.ref('excluded.filter_no'),
      name: eb.ref('excluded.name'),
      sort_order: eb.ref('excluded.sort_order'),
    })))
    .execute();
  await db.deleteFrom('filter_item_category').execute();
  await db
    .insertInto('filter_item_category')
    .values(base.filters.flatMap((filter) => filter.items.flatMap((item) => item.categoryNos.map((categoryNo) => ({ item_no: item.itemNo, category_no: categoryNo })))))
    .execute();

  await db
    .insertInto('delivery_method')
    .values(Object.entries(deliveryMethods).map(([code, name], index) => ({ code: code as DeliveryMethod, name, sort_order: index + 1 })))
    .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), sort_order: eb.ref('excluded.sort_order') })))
    .execute();
}

/** Held until the transaction ends: two processes starting at once must not interleave batches. */
export async function lockCatalogueSeed(db: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('maru.catalogue.seed'))`.execute(db);
}

export interface SeedState {
  seed: number;
  generatorVersion: number;
  brandCategoryNos: number[];
  productCount: number;
}

export async function readSeedState(db: Db): Promise<SeedState | undefined> {
  const row = await db.selectFrom('catalogue_seed_state').selectAll().where('id', '=', 1).executeTakeFirst();
  return row && { seed: row.seed, generatorVersion: row.generator_version, brandCategoryNos: row.brand_category_nos, productCount: row.product_count };
}

export async function writeSeedState(db: Db, state: SeedState): Promise<void> {
  const values = {
    seed: state.seed,
    generator_version: state.generatorVersion,
    brand_category_nos: state.brandCategoryNos,
    product_count: state.productCount,
    updated_at: new Date(),
  };
  await db
    .insertInto('catalogue_seed_state')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/**
 * Writes one batch of products with multi-row statements (a few thousand rows each).
 * Rows a product no longer has (after a generator change) are removed, so the batch
 * ends up exactly as generated whether the products were new or not.
 */
export async function upsertProductRows(db: Db, rows: ProductRows): Promise<void> {
  if (rows.products.length === 0) return;
  const productNos = rows.products.map((product) => product.product_no);
  await db
    .insertInto('product')
    .values(rows.products)
    .onConflict((oc) => oc.column('product_no').doUpdateSet(excludedColumns([
      'name', 'brand_no', 'department', 'category_no', 'category_nos', 'filter_item_nos', 'description', 'price',
      'price_discount', 'selling_price', 'vat_rate', 'review_cnt', 'popularity', 'created_at', 'sampleable',
      'inquiry_product', 'tile_spec', 'option_group_seq', 'image_key', 'name_terms', 'search_terms', 'name_text', 'search_text',
    ])))
    .execute();

  const rowSeqs = rows.rows.map((row) => row.item_group_seq);
  const itemSeqs = rows.items.map((item) => item.item_seq);
  const optionSeqs = rows.options.map((option) => option.option_seq);
  await sql`delete from product_option_row where product_no = any(${productNos}::int[]) and item_group_seq <> all(${rowSeqs}::int[])`.execute(db);
  await sql`delete from product_option_item where product_no = any(${productNos}::int[]) and item_seq <> all(${itemSeqs}::int[])`.execute(db);
  await sql`delete from product_option where product_no = any(${productNos}::int[]) and option_seq <> all(${optionSeqs}::int[])`.execute(db);

  await db
    .insertInto('product_option')
    .values(rows.options)
    .onConflict((oc) => oc.column('option_seq').doUpdateSet(excludedColumns(['product_no', 'level', 'option_name', 'style'])))
    .execute();
  await db
    .insertInto('product_option_item')
    .values(rows.items)
    .onConflict((oc) => oc.column('item_seq').doUpdateSet(excludedColumns(['option_seq', 'product_no', 'item_name', 'extra_price', 'sort_order'])))
    .execute();
  await db
    .insertInto('product_option_row')
    .values(rows.rows)
    .onConflict((oc) => oc.column('item_group_seq').doUpdateSet(excludedColumns(['product_no', 'item_seqs', 'item_names', 'extra_price', 'stock_cnt', 'stock_lost_type', 'sort_order'])))
    .execute();
  await db.deleteFrom('product_delivery').where('product_no', 'in', productNos).execute();
  await db.insertInto('product_delivery').values(rows.deliveries).execute();
}

/**
 * `set column = excluded.column` for each column: "take the new row's values". The
 * reference is typed `never` because it fits every column, whatever its type.
 */
function excludedColumns<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  return Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as Record<C, RawBuilder<never>>;
}
