import { type Expression, expressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import type { TileSpec } from '../seed';
import { criteriaCondition, keywordCondition, type ProductCriteria, type ProductSort, sortOrders } from './criteria';

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

function cardQuery(db: Kysely<Database>, memberId: number | undefined) {
  return db
    .selectFrom('product as p')
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
 * One page of products. With a keyword, products whose name or brand matches come
 * before those that only match elsewhere (description, options, tags); the chosen sort
 * orders each group. The two groups are read as two queries, so the usual first page of
 * a broad word (타일) is one short index walk instead of ranking every match.
 */
export async function searchProducts(db: Kysely<Database>, criteria: ProductCriteria, page: ListPage, memberId?: number): Promise<ProductCardRow[]> {
  const keyword = criteria.keyword;
  if (!keyword) return listPage(db, criteria, [], page, memberId);
  return withKeywordPlan(db, async (trx) => {
    const inName = keywordCondition(keyword, 'name');
    // The searchable text includes the name, so a name match needs no second keyword test;
    // leaving it out spares PostgreSQL reading the large term arrays of every name match.
    const nameHits = await listPage(trx, { ...criteria, keyword: null }, [inName], page, memberId);
    if (nameHits.length >= page.limit) return nameHits;
    // A short page of name matches ends their group, so their total is known without counting,
    // unless the page starts beyond the last of them.
    const nameTotal = nameHits.length > 0 || page.offset === 0 ? page.offset + nameHits.length : await countWhere(trx, { ...criteria, keyword: null }, [inName]);
    const rest = await listPage(
      trx,
      criteria,
      [sql<SqlBool>`not ${inName}`],
      { sort: page.sort, offset: Math.max(0, page.offset - nameTotal), limit: page.limit - nameHits.length },
      memberId,
    );
    return [...nameHits, ...rest];
  });
}

function listPage(db: Kysely<Database>, criteria: ProductCriteria, extra: Expression<SqlBool>[], page: ListPage, memberId?: number) {
  const order = sortOrders[page.sort];
  return cardQuery(db, memberId)
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

export function countProducts(db: Kysely<Database>, criteria: ProductCriteria): Promise<number> {
  return criteria.keyword ? withKeywordPlan(db, (trx) => countWhere(trx, criteria)) : countWhere(db, criteria);
}

/**
 * Runs keyword queries with sequential scans of the product table switched off. The
 * planner prices the term test like any cheap operator and, for a word most products
 * hold, prefers reading the whole table; but every row read that way must decompress
 * its term array. Through the GIN index no row's terms are read at all: measured on
 * 100,000 products, counting 타일 takes ~0.23 s this way against ~0.95 s by table scan.
 * The setting is local to the transaction, so nothing else is affected.
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
