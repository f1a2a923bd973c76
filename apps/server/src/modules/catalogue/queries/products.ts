import { type Expression, expressionBuilder, type Kysely, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import type { TileSpec } from '../seed';
import { criteriaCondition, keywordCondition, type KeywordMatch, type ProductCriteria, type ProductSort, sortOrders } from './criteria';

export interface ProductCardRow {
  productNo: number;
  name: string;
  brandNo: number;
  brandName: string;
  categoryNo: number;
  price: number;
  priceDiscount: number;
  vatRate: number;
  reviewCnt: number;
  sampleable: boolean;
  createdAt: Date;
  soldOut: boolean;
  liked: boolean;
}

/** Sold out: no option row has stock left. Read live, as orders change stock. */
const soldOut = sql<boolean>`not exists (select 1 from product_option_row r where r.product_no = p.product_no and r.stock_cnt > 0)`.as('soldOut');

function likedBy(memberId: number | undefined) {
  if (memberId === undefined) return sql<boolean>`false`.as('liked');
  return sql<boolean>`exists (select 1 from member_like l where l.member_id = ${memberId} and l.like_type = 'product' and l.target_no = p.product_no)`.as('liked');
}

type ProductSource = SelectQueryBuilder<Database & { p: Database['product'] }, 'p', object>;

/**
 * The products a page reads from: all of them, or only the first `rows` in the page's
 * order. The window is a subquery with its own LIMIT, which PostgreSQL neither flattens
 * nor filters inside, so it is one walk down the sort index that stops after `rows`.
 */
function productSource(db: Kysely<Database>, window?: { sort: ProductSort; rows: number }): ProductSource {
  if (!window) return db.selectFrom('product as p');
  const order = sortOrders[window.sort];
  // The window has every product column, so it stands in for the table under the same name.
  return db.selectFrom((eb) =>
    eb.selectFrom('product').selectAll().orderBy(order.column, order.direction).orderBy('product_no', order.direction).limit(window.rows).as('p'),
  ) as unknown as ProductSource;
}

function cardQuery(db: Kysely<Database>, memberId: number | undefined, window?: { sort: ProductSort; rows: number }) {
  return productSource(db, window)
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .select([
      'p.product_no as productNo',
      'p.name',
      'p.brand_no as brandNo',
      'b.name_ko as brandName',
      'p.category_no as categoryNo',
      'p.price',
      'p.price_discount as priceDiscount',
      'p.vat_rate as vatRate',
      'p.review_cnt as reviewCnt',
      'p.sampleable',
      'p.created_at as createdAt',
      soldOut,
      likedBy(memberId),
    ]);
}

export interface ListPage {
  sort: ProductSort;
  offset: number;
  limit: number;
}

/**
 * How a group of keyword matches is read. `ordered`: walk the products in the page's
 * order and test each until the page is full; cheap when most products match (타일 is
 * held by ~60 %), since only a few rows per page are read. `matched`: collect the matches
 * through the GIN index and sort them; cheap when few match. Both give the same rows.
 */
export type KeywordPlan = 'ordered' | 'matched';

export interface SearchOptions {
  /** Tests force a plan to compare them; otherwise it is chosen from the term counts. */
  plan?: KeywordPlan;
  /** Products an ordered walk may read before it gives up for the matched plan. */
  windowRows?: number;
}

/** An ordered walk is chosen when it should read at most this many products. */
const ORDERED_WALK_MAX_ROWS = 1_000;

/** A walk reads up to this many times the products it is expected to need before giving up. */
const WINDOW_MARGIN = 4;

interface KeywordStats {
  /** Products in the catalogue. */
  total: number;
  /** At most this many products hold every bigram (the rarest bigram's count); by name likewise. */
  products: number;
  nameProducts: number;
}

/**
 * Per-bigram product counts of a keyword (see the search_term_count migration): the
 * fewest products holding any one of its bigrams bounds how many hold all of them.
 */
async function keywordStats(db: Kysely<Database>, match: KeywordMatch): Promise<KeywordStats | undefined> {
  if (match.kind !== 'terms') return undefined;
  const [state, rows] = await Promise.all([
    db.selectFrom('catalogue_seed_state').select('product_count').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('search_term_count').select(['term', 'products', 'name_products']).where('term', 'in', match.terms).execute(),
  ]);
  if (!state) return undefined;
  const byTerm = new Map(rows.map((row) => [row.term, row]));
  const least = (of: (row: { products: number; name_products: number }) => number) => Math.min(...match.terms.map((term) => { const row = byTerm.get(term); return row ? of(row) : 0; }));
  return { total: state.product_count, products: least((row) => row.products), nameProducts: least((row) => row.name_products) };
}

/**
 * The plan for one group: an ordered walk when the group is expected to fill the page
 * within a short walk, with the window the walk may read. With category or filter
 * criteria PostgreSQL's own plan is kept, as the counts say nothing about them.
 */
function choosePlan(criteria: ProductCriteria, stats: KeywordStats | undefined, matches: number, page: ListPage, options: SearchOptions): { plan: KeywordPlan; windowRows: number } {
  const total = stats?.total ?? 0;
  if (options.plan) return { plan: options.plan, windowRows: options.windowRows ?? Math.max(total, 1) };
  if (!stats || criteria.categorys.length || criteria.filterGroups.length || matches <= 0) return { plan: 'matched', windowRows: 0 };
  const expectedRows = ((page.offset + page.limit) * total) / matches;
  if (expectedRows > ORDERED_WALK_MAX_ROWS) return { plan: 'matched', windowRows: 0 };
  return { plan: 'ordered', windowRows: options.windowRows ?? Math.ceil(expectedRows * WINDOW_MARGIN) + page.limit };
}

/**
 * One page of products. With a keyword, products whose name or brand matches come
 * before those that only match elsewhere (description, options, tags); the chosen sort
 * orders each group. The two groups are read as two queries, each by the plan its
 * expected number of matches favours, so the usual first page of a broad word (타일) is
 * two short walks down the sort index and a rare word never walks.
 */
export async function searchProducts(db: Kysely<Database>, criteria: ProductCriteria, page: ListPage, memberId?: number, options: SearchOptions = {}): Promise<ProductCardRow[]> {
  const keyword = criteria.keyword;
  if (!keyword) return listPage(db, criteria, [], page, memberId);
  return withKeywordPlan(db, async (trx) => {
    const stats = await keywordStats(trx, keyword);
    const inName = keywordCondition(keyword, 'name');
    // The searchable text includes the name, so a name match needs no second keyword test;
    // leaving it out spares PostgreSQL reading the large term arrays of every name match.
    const nameCriteria = { ...criteria, keyword: null };
    const nameHits = await groupPage(trx, nameCriteria, [inName], page, memberId, choosePlan(criteria, stats, stats?.nameProducts ?? 0, page, options));
    if (nameHits.length >= page.limit) return nameHits;
    // A short page of name matches ends their group, so their total is known without counting,
    // unless the page starts beyond the last of them.
    const nameTotal = nameHits.length > 0 || page.offset === 0 ? page.offset + nameHits.length : await countWhere(trx, nameCriteria, [inName]);
    const restPage = { sort: page.sort, offset: Math.max(0, page.offset - nameTotal), limit: page.limit - nameHits.length };
    // Matches outside the name: at least those of the whole text less the most the name can hold.
    const restMatches = stats ? stats.products - stats.nameProducts : 0;
    const rest = await groupPage(trx, criteria, [sql<SqlBool>`not ${inName}`], restPage, memberId, choosePlan(criteria, stats, restMatches, restPage, options));
    return [...nameHits, ...rest];
  });
}

/**
 * One group's page by the chosen plan. A walk that ends its window short of a full page
 * cannot tell the group's end from matches further on, so the matched plan answers then.
 */
async function groupPage(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  extra: Expression<SqlBool>[],
  page: ListPage,
  memberId: number | undefined,
  chosen: { plan: KeywordPlan; windowRows: number },
): Promise<ProductCardRow[]> {
  if (chosen.plan === 'ordered') {
    const rows = await listPage(db, criteria, extra, page, memberId, { sort: page.sort, rows: chosen.windowRows });
    if (rows.length >= page.limit) return rows;
    const [{ total } = { total: 0 }] = (await sql<{ total: number }>`select count(*)::int as total from (select 1 from product limit ${chosen.windowRows + 1}) w`.execute(db)).rows;
    if (total <= chosen.windowRows) return rows;
  }
  return listPage(db, criteria, extra, page, memberId);
}

function listPage(db: Kysely<Database>, criteria: ProductCriteria, extra: Expression<SqlBool>[], page: ListPage, memberId?: number, window?: { sort: ProductSort; rows: number }) {
  const order = sortOrders[page.sort];
  return cardQuery(db, memberId, window)
    .where((eb) => eb.and([criteriaCondition(eb, criteria), ...extra]))
    .orderBy(`p.${order.column}`, order.direction)
    .orderBy('p.product_no', order.direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

async function countWhere(db: Kysely<Database>, criteria: ProductCriteria, extra: Expression<SqlBool>[] = []): Promise<number> {
  const row = await db
    .selectFrom('product as p')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.and([criteriaCondition(eb, criteria), ...extra]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The number of matching products. A keyword of one bigram and nothing else is counted
 * exactly by its term count, which the seed keeps with the product rows; anything else
 * is counted over the matches.
 */
export async function countProducts(db: Kysely<Database>, criteria: ProductCriteria): Promise<number> {
  const keyword = criteria.keyword;
  if (!keyword) return countWhere(db, criteria);
  if (keyword.kind === 'terms' && keyword.terms.length === 1 && !criteria.categorys.length && !criteria.filterGroups.length) {
    const stats = await keywordStats(db, keyword);
    if (stats) return stats.products;
  }
  return withKeywordPlan(db, (trx) => countWhere(trx, criteria));
}

/**
 * Runs keyword queries with sequential scans of the product table switched off. The
 * planner prices the term test like any cheap operator and, for a word most products
 * hold, prefers reading the whole table; but every row read that way must decompress
 * its term array. Through the GIN index no row's terms are read at all: measured on
 * 100,000 products, counting 타일 takes ~0.23 s this way against ~0.95 s by table scan.
 * Walks down a sort index stay allowed. The setting is local to the transaction.
 */
function withKeywordPlan<T>(db: Kysely<Database>, run: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return run(trx);
  });
}

/** Products in the given order of numbers (for like lists); unknown numbers are skipped. */
export async function productCardsByNo(db: Kysely<Database>, productNos: readonly number[], memberId?: number): Promise<ProductCardRow[]> {
  if (productNos.length === 0) return [];
  const rows = await cardQuery(db, memberId).where('p.product_no', 'in', productNos).execute();
  const byNo = new Map(rows.map((row) => [row.productNo, row]));
  return productNos.flatMap((productNo) => byNo.get(productNo) ?? []);
}

export interface ProductDetailRow extends ProductCardRow {
  brandNameLatin: string;
  brandCountry: string;
  department: string;
  description: string;
  tileSpec: TileSpec | null;
  optionGroupSeq: number;
  inquiryProduct: boolean;
}

export function findProductDetail(db: Kysely<Database>, productNo: number, memberId?: number): Promise<ProductDetailRow | undefined> {
  return cardQuery(db, memberId)
    .select([
      'b.name_latin as brandNameLatin',
      'b.country_ko as brandCountry',
      'p.department',
      'p.description',
      'p.tile_spec as tileSpec',
      'p.option_group_seq as optionGroupSeq',
      'p.inquiry_product as inquiryProduct',
    ])
    .where('p.product_no', '=', productNo)
    .executeTakeFirst();
}

export async function productExists(db: Kysely<Database>, productNo: number): Promise<boolean> {
  return (await db.selectFrom('product').select('product_no').where('product_no', '=', productNo).executeTakeFirst()) !== undefined;
}

/** The leaf category and its parent, root first. */
export async function categoryPath(db: Kysely<Database>, categoryNo: number): Promise<{ categoryNo: number; categoryName: string }[]> {
  const leaf = await db
    .selectFrom('category as c')
    .leftJoin('category as parent', 'parent.category_no', 'c.category_no_ref')
    .select(['c.category_no as categoryNo', 'c.name as categoryName', 'parent.category_no as parentNo', 'parent.name as parentName'])
    .where('c.category_no', '=', categoryNo)
    .executeTakeFirst();
  if (!leaf) return [];
  const path = [{ categoryNo: leaf.categoryNo, categoryName: leaf.categoryName }];
  if (leaf.parentNo !== null && leaf.parentName !== null) path.unshift({ categoryNo: leaf.parentNo, categoryName: leaf.parentName });
  return path;
}

export interface OptionItemRow {
  optionSeq: number;
  optionName: string;
  style: 'SELECT' | 'RADIO' | 'COLOR';
  level: number;
  itemSeq: number;
  itemName: string;
  extraPrice: number;
}

export function listOptionItems(db: Kysely<Database>, productNo: number): Promise<OptionItemRow[]> {
  return db
    .selectFrom('product_option as o')
    .innerJoin('product_option_item as i', 'i.option_seq', 'o.option_seq')
    .select(['o.option_seq as optionSeq', 'o.option_name as optionName', 'o.style', 'o.level', 'i.item_seq as itemSeq', 'i.item_name as itemName', 'i.extra_price as extraPrice'])
    // Both sides by product number, so each uses its product index.
    .where('o.product_no', '=', productNo)
    .where('i.product_no', '=', productNo)
    .orderBy('o.level')
    .orderBy('i.sort_order')
    .execute();
}

export interface OptionRowRow {
  itemGroupSeq: number;
  productNo: number;
  itemSeqs: number[];
  itemNames: string[];
  extraPrice: number;
  stockCnt: number;
  stockLostType: 'SALE_CLOSE' | 'STOCK_ALIM';
}

export function listOptionRows(db: Kysely<Database>, productNo: number): Promise<OptionRowRow[]> {
  return db
    .selectFrom('product_option_row')
    .select([
      'item_group_seq as itemGroupSeq',
      'product_no as productNo',
      'item_seqs as itemSeqs',
      'item_names as itemNames',
      'extra_price as extraPrice',
      'stock_cnt as stockCnt',
      'stock_lost_type as stockLostType',
    ])
    .where('product_no', '=', productNo)
    .orderBy('sort_order')
    .execute();
}

export function findOptionRow(db: Kysely<Database>, itemGroupSeq: number): Promise<OptionRowRow | undefined> {
  return db
    .selectFrom('product_option_row')
    .select([
      'item_group_seq as itemGroupSeq',
      'product_no as productNo',
      'item_seqs as itemSeqs',
      'item_names as itemNames',
      'extra_price as extraPrice',
      'stock_cnt as stockCnt',
      'stock_lost_type as stockLostType',
    ])
    .where('item_group_seq', '=', itemGroupSeq)
    .executeTakeFirst();
}

export interface DeliveryRow {
  deliverySeq: number;
  method: 'PARCEL' | 'FREIGHT' | 'DIRECT';
  methodName: string;
  fee: number;
  freeOver: number | null;
  payType: 'PREPAY' | 'ARRIVAL';
  groupKey: string;
}

export function listDeliveries(db: Kysely<Database>, productNo: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('product_delivery as d')
    .innerJoin('delivery_method as m', 'm.code', 'd.method')
    .select(['d.delivery_seq as deliverySeq', 'd.method', 'm.name as methodName', 'd.fee', 'd.free_over as freeOver', 'd.pay_type as payType', 'd.group_key as groupKey'])
    .where('d.product_no', '=', productNo)
    .orderBy('d.delivery_seq')
    .execute();
}

/**
 * How many matching products each category and each filter item holds (search page
 * facets), from one pass over the matching products.
 */
export async function facetCounts(db: Kysely<Database>, criteria: ProductCriteria): Promise<{ categories: Map<number, number>; filterItems: Map<number, number> }> {
  const condition = criteriaCondition(expressionBuilder<Database & { p: Database['product'] }, 'p'>(), criteria);
  const query = (on: Kysely<Database>) =>
    sql<{ kind: 'category' | 'filter'; no: number; count: number }>`
      with matched as materialized (select p.category_nos, p.filter_item_nos from product p where ${condition})
      select 'category' as kind, u.no, count(*)::int as count from matched, unnest(matched.category_nos) as u(no) group by u.no
      union all
      select 'filter' as kind, u.no, count(*)::int as count from matched, unnest(matched.filter_item_nos) as u(no) group by u.no`.execute(on);
  const { rows } = criteria.keyword ? await withKeywordPlan(db, query) : await query(db);
  const of = (kind: 'category' | 'filter') => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.no, row.count]));
  return { categories: of('category'), filterItems: of('filter') };
}
