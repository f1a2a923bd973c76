import type { AdminProductQuery, AdminProductRow, StockFilter } from '@maru/domain';
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import { keywordCondition } from '../queries/criteria';
import { productPictureUrl } from '../views';
import { keywordMatch } from '../views';

// The console's product list: every product, hidden ones too, found by number, name or
// brand and narrowed by category, brand, state, stock and price, over 100,000 products.

type ProductBuilder = ExpressionBuilder<Database & { p: Database['product'] }, 'p'>;
export type ListFilters = Omit<AdminProductQuery, 'page' | 'size' | 'sort'>;

const anyRow = (test: ReturnType<typeof sql>) => sql<SqlBool>`exists (select 1 from product_option_row r where r.product_no = p.product_no and ${test})`;
const stockConditions: Record<StockFilter, Expression<SqlBool>> = {
  SOLD_OUT: sql<SqlBool>`not ${anyRow(sql`r.stock_cnt > 0`)}`,
  LOW: sql<SqlBool>`(${anyRow(sql`r.stock_cnt <= p.low_stock_threshold`)} and ${anyRow(sql`r.stock_cnt > 0`)})`,
  IN_STOCK: sql<SqlBool>`not ${anyRow(sql`r.stock_cnt <= p.low_stock_threshold`)}`,
};

/** A product number typed in full finds that product; words find names and brands (the shop's own bigram index). */
function keywordConditionOf(keyword: string): Expression<SqlBool> | null {
  const digits = keyword.replace(/\s/g, '');
  const match = keywordMatch(keyword);
  const byName = match ? keywordCondition(match, 'name') : null;
  if (/^\d{1,10}$/.test(digits) && Number(digits) <= 2_147_483_647) {
    const byNumber = sql<SqlBool>`p.product_no = ${Number(digits)}`;
    return byName ? sql<SqlBool>`(${byNumber} or ${byName})` : byNumber;
  }
  return byName;
}

export function listConditions(eb: ProductBuilder, filters: ListFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const keyword = filters.keyword ? keywordConditionOf(filters.keyword) : null;
  if (filters.keyword && !keyword) conditions.push(sql<SqlBool>`false`);
  if (keyword) conditions.push(keyword);
  if (filters.categoryNo !== undefined) conditions.push(sql<SqlBool>`p.category_nos && array[${filters.categoryNo}]::int[]`);
  if (filters.brandNo !== undefined) conditions.push(eb('p.brand_no', '=', filters.brandNo));
  if (filters.status) conditions.push(eb('p.status', '=', filters.status));
  if (filters.stock) conditions.push(stockConditions[filters.stock]);
  if (filters.priceMin !== undefined) conditions.push(eb('p.selling_price', '>=', filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(eb('p.selling_price', '<=', filters.priceMax));
  return eb.and(conditions);
}

const stockSum = sql<number>`(select coalesce(sum(r.stock_cnt), 0)::int from product_option_row r where r.product_no = p.product_no)`;

export async function countConsoleProducts(db: Kysely<Database>, filters: ListFilters): Promise<number> {
  const row = await db
    .selectFrom('product as p')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) => listConditions(eb, filters))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Product numbers of a filtered list, in number order (the export reads them in blocks). */
export function consoleProductNos(db: Kysely<Database>, filters: ListFilters, afterNo: number, limit: number) {
  return db
    .selectFrom('product as p')
    .select('p.product_no')
    .where((eb) => listConditions(eb, filters))
    .where('p.product_no', '>', afterNo)
    .orderBy('p.product_no')
    .limit(limit)
    .execute();
}

export async function listConsoleProducts(db: Kysely<Database>, query: AdminProductQuery): Promise<AdminProductRow[]> {
  // The page's products are chosen first; only they are joined and have their stock summed.
  let page = db
    .selectFrom('product as p')
    .select(['p.product_no', 'p.name', 'p.selling_price', 'p.created_at', 'p.updated_at'])
    .where((eb) => listConditions(eb, query));
  page = query.sort === 'NAME' ? page.orderBy('p.name').orderBy('p.product_no')
    : query.sort === 'PRICE_ASC' ? page.orderBy('p.selling_price').orderBy('p.product_no')
    : query.sort === 'PRICE_DESC' ? page.orderBy('p.selling_price', 'desc').orderBy('p.product_no', 'desc')
    : query.sort === 'STOCK_ASC' ? page.orderBy(stockSum).orderBy('p.product_no')
    : page.orderBy('p.product_no', 'desc');
  const chosen = await page.offset((query.page - 1) * query.size).limit(query.size).execute();
  if (chosen.length === 0) return [];
  const rows = await db
    .selectFrom('product as p')
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .innerJoin('category as c', 'c.category_no', 'p.category_no')
    .select([
      'p.product_no', 'p.name', 'p.brand_no', 'b.name_ko as brand_name', 'p.category_no', 'c.name as category_name',
      'p.price', 'p.selling_price', 'p.status', 'p.updated_at', 'p.low_stock_threshold', 'p.main_image_base',
      sql<number>`(select count(*)::int from product_option_row r where r.product_no = p.product_no)`.as('options'),
      sql<number>`(select count(*)::int from product_option_row r where r.product_no = p.product_no and r.stock_cnt = 0)`.as('sold_out_options'),
      sql<boolean>`exists (select 1 from product_option_row r where r.product_no = p.product_no and r.stock_cnt <= p.low_stock_threshold)`.as('low_stock'),
      stockSum.as('stock_cnt'),
    ])
    .where('p.product_no', 'in', chosen.map((row) => row.product_no))
    .execute();
  const byNo = new Map(rows.map((row) => [row.product_no, row]));
  return chosen.flatMap(({ product_no }) => {
    const row = byNo.get(product_no);
    if (!row) return [];
    return [{
      productNo: row.product_no,
      productName: row.name,
      brandNo: row.brand_no,
      brandName: row.brand_name,
      categoryNo: row.category_no,
      categoryName: row.category_name,
      price: row.price,
      sellingPrice: row.selling_price,
      status: row.status,
      stockCnt: row.stock_cnt,
      options: row.options,
      soldOutOptions: row.sold_out_options,
      lowStock: row.low_stock,
      imageUrl: productPictureUrl({ productNo: row.product_no, mainImageBase: row.main_image_base }, 320),
      updatedAt: row.updated_at.toISOString(),
    }];
  });
}

/**
 * The low-stock rule: an option at or under its product's threshold, the product not hidden.
 * The row keeps its product's limit (-1 while hidden), so the rule is one row's test and the
 * partial index product_option_row_low_stock holds exactly these rows (migration 2026120291).
 */
const lowStock = sql<SqlBool>`r.stock_cnt <= r.low_stock_limit`;

/** How many options are low on stock now (the dashboard), read from the partial index alone. */
export async function lowStockCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('product_option_row as r').select((eb) => eb.fn.countAll<string>().as('count')).where(lowStock).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Combinations at or under their product's threshold, the emptiest first. */
export async function lowStockRows(db: Kysely<Database>, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('product_option_row as r')
      .innerJoin('product as p', 'p.product_no', 'r.product_no')
      .select(['p.product_no', 'p.name', 'r.item_group_seq', 'r.item_names', 'r.stock_cnt', 'p.low_stock_threshold'])
      .where(lowStock)
      .orderBy('r.stock_cnt')
      .orderBy('r.item_group_seq')
      .offset(offset)
      .limit(limit)
      .execute(),
    lowStockCount(db),
  ]);
  return {
    total,
    list: rows.map((row) => ({ productNo: row.product_no, productName: row.name, itemGroupSeq: row.item_group_seq, values: row.item_names, stockCnt: row.stock_cnt, threshold: row.low_stock_threshold })),
  };
}
