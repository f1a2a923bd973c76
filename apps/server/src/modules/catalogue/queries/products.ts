import { type Kysely, type SelectQueryBuilder, sql, type SqlBool, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';
import { readByIds } from '../../../db/by-ids';
import type { Department, TileSpec } from '../types';
import { type ProductSort, sortOrders } from './criteria';

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
  reviewRatingSum: number;
  sampleable: boolean;
  createdAt: Date;
  soldOut: boolean;
  liked: boolean;
  /** The main uploaded picture's URL folder; null: the design's pictures (productPictureUrl). */
  mainImageBase: string | null;
}

/**
 * An option the shop may sell at its stored prices (issue 41): a 판매가 above 0, the price charged
 * (price_discount while it is a discount, else 정가, spec 02) above 0 and, with the option's 추가금액, not below 0. The
 * domain's saleBlockReason in SQL: rows that break the value rules anyway (written before the
 * database checked them, or by hand) read as 판매 중지, never as a negative price.
 */
const priceSellable = sql<boolean>`p.selling_price > 0
  and (case when p.price_discount > 0 and p.price_discount < p.price then p.price_discount else p.price end) > 0
  and (case when p.price_discount > 0 and p.price_discount < p.price then p.price_discount else p.price end) + r.extra_price >= 0`;

/** Sold out: no option in stock at a price the shop may sell, or the operator marked the product 품절. Read with the row; the product page keeps it until the database reports a flip (caches.ts). */
const soldOut = sql<boolean>`(p.status = 'SOLD_OUT' or not exists (select 1 from product_option_row r where r.product_no = p.product_no and r.stock_cnt > 0 and ${priceSellable}))`.as('soldOut');

function likedBy(memberId: number | undefined) {
  if (memberId === undefined) return sql<boolean>`false`.as('liked');
  return sql<boolean>`exists (select 1 from member_like l where l.member_id = ${memberId} and l.like_type = 'product' and l.target_no = p.product_no)`.as('liked');
}

/** A query whose `p` has every product column: the table, or a subquery standing in for it. */
export type ProductSource = SelectQueryBuilder<Database & { p: Database['product'] }, 'p', object>;

/** The first rows of the products in a sort order, from where matches can start. */
export interface ProductWindow {
  sort: ProductSort;
  rows: number;
  /** The sort key of the first possible match: rows before it are not read. */
  from?: string | number;
  /** Only these departments' products (every one holding a match is named). */
  departments?: readonly Department[];
}

/** `column <= key` for a descending sort, `>=` for an ascending one: the rows at or after the key. */
export function fromKey(sort: ProductSort, key: string | number, table?: 'p') {
  const order = sortOrders[sort];
  const column = sql.ref(table ? `${table}.${order.column}` : order.column);
  return order.direction === 'desc' ? sql<SqlBool>`${column} <= ${key}` : sql<SqlBool>`${column} >= ${key}`;
}

/**
 * The products a page reads from: all of them, or only the first `rows` in the page's
 * order, from the window's start key on. The window is a subquery with its own LIMIT,
 * which PostgreSQL neither flattens nor filters inside, so it is one walk down the sort
 * index, entered at the start key, that stops after `rows`. Restricted to departments, it
 * is one such walk per department (each on its department's sort index), merged in order.
 */
export function productSource(db: Kysely<Database>, window?: ProductWindow): ProductSource {
  if (!window) return db.selectFrom('product as p');
  const order = sortOrders[window.sort];
  const orderBy = sql`${sql.ref(order.column)} ${sql.raw(order.direction)}, product_no ${sql.raw(order.direction)}`;
  const from = window.from === undefined ? sql`true` : fromKey(window.sort, window.from);
  const walk = (department?: Department) =>
    sql`(select * from product where ${from}${department ? sql` and department = ${department}` : sql``} order by ${orderBy} limit ${window.rows})`;
  // No department holding a match: an empty window.
  const walks = !window.departments ? walk() : window.departments.length ? sql.join(window.departments.map(walk), sql` union all `) : sql`(select * from product where false)`;
  // The window has every product column, so it stands in for the table under the same name.
  return db.selectFrom(sql`(select * from (${walks}) w order by ${orderBy} limit ${window.rows})`.as('p')) as unknown as ProductSource;
}

/** Product cards, of every product or of those a source chose. */
export function cardQuery(db: Kysely<Database>, memberId: number | undefined, source: ProductSource = productSource(db)) {
  return source
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
      'p.review_rating_sum as reviewRatingSum',
      'p.sampleable',
      'p.created_at as createdAt',
      'p.main_image_base as mainImageBase',
      soldOut,
      likedBy(memberId),
    ]);
}

/** Products in the given order of numbers (for like lists); unknown numbers are skipped. */
export async function productCardsByNo(db: Kysely<Database>, productNos: readonly number[], memberId?: number): Promise<ProductCardRow[]> {
  if (productNos.length === 0) return [];
  const rows = await cardQuery(db, memberId).where('p.product_no', 'in', productNos).where('p.listed', '=', true).execute();
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
  /** 판매가 as the console set it: 0 only for a 가격문의 product, which the page shows without a price. */
  sellingPriceSet: number;
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
      'p.selling_price as sellingPriceSet',
    ])
    .where('p.product_no', '=', productNo)
    // A hidden product's page is not found (404), as if it had never been.
    .where('p.listed', '=', true)
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

/**
 * An option's stock as shoppers may buy it: none while its product is marked 품절 or is not
 * listed (hidden, outside its display period), or its prices break the value rules (판매 중지),
 * whatever the warehouse holds.
 */
export const saleableStock = sql<number>`case when p.status = 'ON_SALE' and p.listed and ${priceSellable} then r.stock_cnt else 0 end`;

const OPTION_ROW_COLUMNS = [
  'r.item_group_seq as itemGroupSeq',
  'r.product_no as productNo',
  'r.item_seqs as itemSeqs',
  'r.item_names as itemNames',
  'r.extra_price as extraPrice',
  saleableStock.as('stockCnt'),
  'r.stock_lost_type as stockLostType',
] as const;

export function listOptionRows(db: Kysely<Database>, productNo: number): Promise<OptionRowRow[]> {
  return db
    .selectFrom('product_option_row as r')
    .innerJoin('product as p', 'p.product_no', 'r.product_no')
    .select(OPTION_ROW_COLUMNS)
    .where('r.product_no', '=', productNo)
    .orderBy('r.sort_order')
    .execute();
}

export function findOptionRow(db: Kysely<Database>, itemGroupSeq: number): Promise<OptionRowRow | undefined> {
  return db
    .selectFrom('product_option_row as r')
    .innerJoin('product as p', 'p.product_no', 'r.product_no')
    .select(OPTION_ROW_COLUMNS)
    .where('r.item_group_seq', '=', itemGroupSeq)
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

/** Product names by number, for other modules' lists (inquiries name the product asked about). */
export function productNames(db: Kysely<Database>, productNos: readonly number[]): Promise<Map<number, string>> {
  return readByIds(productNos, (nos) => db.selectFrom('product').select(['product_no', 'name']).where('product_no', 'in', nos).execute(), (row) => [row.product_no, row.name]);
}

/** Which of these product numbers exist (my page's recently viewed list keeps only those). */
export async function existingProductNos(db: Kysely<Database>, productNos: readonly number[]): Promise<Set<number>> {
  if (productNos.length === 0) return new Set();
  const rows = await db.selectFrom('product').select('product_no').where('product_no', 'in', [...productNos]).execute();
  return new Set(rows.map((row) => row.product_no));
}

/**
 * Sets the product's review count (lists, the 'RV' sort) and rating sum (the cards' average)
 * to what `count` reads, in the review write's transaction. The product's row is locked
 * first, so the count is read after any other review write of the product has committed:
 * two reviews written at once are both counted.
 */
export async function setProductReviewStats(trx: Transaction<Database>, productNo: number, count: () => Promise<{ count: number; ratingSum: number }>): Promise<void> {
  await trx.selectFrom('product').select('product_no').where('product_no', '=', productNo).forUpdate().execute();
  const stats = await count();
  await trx.updateTable('product').set({ review_cnt: stats.count, review_rating_sum: stats.ratingSum }).where('product_no', '=', productNo).execute();
}

/**
 * setProductReviewStats for many products at once (the review seed): their rows locked in
 * product order, then the counts read and written in one statement each.
 */
export async function setManyProductReviewStats(
  trx: Transaction<Database>,
  productNos: readonly number[],
  count: () => Promise<{ productNo: number; count: number; ratingSum: number }[]>,
): Promise<void> {
  if (productNos.length === 0) return;
  await trx.selectFrom('product').select('product_no').where('product_no', 'in', [...productNos]).orderBy('product_no').forUpdate().execute();
  const stats = await count();
  await sql`update product p set review_cnt = s.count, review_rating_sum = s.rating_sum
    from json_to_recordset(${JSON.stringify(stats.map((row) => ({ product_no: row.productNo, count: row.count, rating_sum: row.ratingSum })))}::json)
      as s(product_no int, count int, rating_sum int)
    where p.product_no = s.product_no`.execute(trx);
}

/** Each product's brand and categories: what coupon scopes and the like are defined by. */
export function productScopes(db: Db, productNos: readonly number[]): Promise<Map<number, { productNo: number; brandNo: number; categoryNos: number[] }>> {
  return readByIds(
    productNos,
    (nos) => db.selectFrom('product').select(['product_no', 'brand_no', 'category_nos']).where('product_no', 'in', nos).execute(),
    (row) => [row.product_no, { productNo: row.product_no, brandNo: row.brand_no, categoryNos: row.category_nos }],
  );
}
