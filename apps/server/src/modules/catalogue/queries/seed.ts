import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { CatalogueBase, DeliveryMethod } from '../types';
import type { ProductRows } from '../seed/rows';

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

/**
 * Runs a bulk load with the product table's GIN indexes dropped and rebuilds them after:
 * PostgreSQL builds a GIN index from sorted data many times faster than it grows one row
 * at a time. The definitions are read back from pg_indexes, so they stay the migration's.
 */
export async function withoutGinIndexes<T>(db: Transaction<Database>, load: () => Promise<T>): Promise<T> {
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'product' and indexdef like '% USING gin %'`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.indexname)}`.execute(db);
  const result = await load();
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.indexdef).execute(db);
  return result;
}

/**
 * Recounts the products of every search bigram (whole text and name) after products were
 * written, finds where each bigram's matches start in every sort (see the
 * search_term_starts migration), and refreshes the planner's statistics. Keyword search
 * reads these to choose its plan, to skip to the first match and to count one-bigram
 * keywords, so they must match the product rows.
 */
export async function refreshSearchTermCounts(db: Transaction<Database>): Promise<void> {
  await db.deleteFrom('search_term_count').execute();
  // Per group of products holding a term: the first match's key and position in each sort.
  const starts = (from: string) => sql.raw(`
    select t.term, count(*)::int as products, array_agg(distinct department order by department) as departments, jsonb_build_object(
      'NE', jsonb_build_array(max(created_at), min(ne)),
      'PO', jsonb_build_array(max(popularity), min(po)),
      'LP', jsonb_build_array(min(selling_price), min(lp)),
      'HP', jsonb_build_array(max(selling_price), min(hp)),
      'RV', jsonb_build_array(max(review_cnt), min(rv))) as starts
    from ranked, unnest(${from}) as t(term) group by t.term`);
  await sql`
    insert into search_term_count (term, products, name_products, starts, departments, name_departments)
    with ranked as materialized (
      select search_terms, name_terms, department, created_at, popularity, selling_price, review_cnt,
        row_number() over (order by created_at desc, product_no desc) as ne,
        row_number() over (order by popularity desc, product_no desc) as po,
        row_number() over (order by selling_price, product_no) as lp,
        row_number() over (order by selling_price desc, product_no desc) as hp,
        row_number() over (order by review_cnt desc, product_no desc) as rv
      from product where listed),
    s as (${starts('search_terms')}),
    n as (${starts('name_terms')})
    select s.term, s.products, coalesce(n.products, 0), jsonb_build_object('all', s.starts, 'name', n.starts), s.departments, n.departments
    from s left join n on n.term = s.term`.execute(db);
  await db.updateTable('search_term_state').set({ starts_fresh: true }).where('id', '=', 1).execute();
  await sql`analyze product`.execute(db);
  await sql`analyze search_term_count`.execute(db);
}

export async function searchStartsFresh(db: Transaction<Database>): Promise<boolean> {
  return (await db.selectFrom('search_term_state').select('starts_fresh').where('id', '=', 1).executeTakeFirst())?.starts_fresh ?? false;
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
 * Writes one batch of products. Each table gets one statement that reads the batch as a
 * JSON array (json_populate_recordset): one parameter instead of tens of thousands, and
 * about a third faster than multi-row VALUES for the array-heavy product rows. Rows a
 * product no longer has (after a generator change) are removed, so the batch ends up
 * exactly as generated whether its products were new or not.
 */
export async function upsertProductRows(db: Db, rows: ProductRows): Promise<void> {
  if (rows.products.length === 0) return;
  const productNos = rows.products.map((product) => product.product_no);
  // review_cnt belongs to the review module once a product exists: a reseed keeps the real count.
  await upsertJson(db, 'product', ['product_no'], rows.products, ['review_cnt']);

  // A hashed NOT IN keeps these linear in the batch size; they find nothing for new products.
  const stale = (table: 'product_option_row' | 'product_option_item' | 'product_option', key: string, keep: number[]) =>
    sql`delete from ${sql.table(table)} where product_no = any(${productNos}::int[]) and ${sql.ref(key)} not in (select unnest(${keep}::int[]))`.execute(db);
  await stale('product_option_row', 'item_group_seq', rows.rows.map((row) => row.item_group_seq));
  await stale('product_option_item', 'item_seq', rows.items.map((item) => item.item_seq));
  await stale('product_option', 'option_seq', rows.options.map((option) => option.option_seq));

  await upsertJson(db, 'product_option', ['option_seq'], rows.options);
  await upsertJson(db, 'product_option_item', ['item_seq'], rows.items);
  await upsertJson(db, 'product_option_row', ['item_group_seq'], rows.rows);
  await db.deleteFrom('product_delivery').where('product_no', 'in', productNos).execute();
  await upsertJson(db, 'product_delivery', [], rows.deliveries);
  // The seed's notice is the starting text; a notice the console has edited since is kept.
  await sql`insert into product_notice (product_no, notice_group, items)
    select product_no, notice_group, items from json_populate_recordset(null::product_notice, ${JSON.stringify(rows.notices.map((notice) => ({ ...notice, items: JSON.parse(notice.items as string) })))}::json)
    on conflict (product_no) do nothing`.execute(db);
}

/**
 * INSERT … SELECT FROM json_populate_recordset, and with a key ON CONFLICT DO UPDATE of
 * every other column but the kept ones. Table and column names come from this module, never from input.
 */
async function upsertJson(db: Db, table: keyof Database & string, key: readonly string[], rows: readonly object[], keep: readonly string[] = []): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const updates = columns.filter((column) => !key.includes(column) && !keep.includes(column)).map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`);
  const onConflict = key.length ? sql`on conflict (${sql.join(key.map((column) => sql.ref(column)))}) do update set ${sql.join(updates)}` : sql``;
  await sql`insert into ${sql.table(table)} (${list})
    select ${list} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json) ${onConflict}`.execute(db);
}
