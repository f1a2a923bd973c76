import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Department } from '../types';

// Products, brands and categories other modules pick from the catalogue: what their seeds
// put on show (coupons' scopes, exhibitions, showroom pieces, styling hotspots). The
// catalogue owns these tables; the picks are read here, not by the modules that use them.

export interface ProductPick {
  /** One department, or every product. */
  department?: Department;
  /** 'number': the catalogue's order; 'popularity': the best-liked first. */
  order: 'number' | 'popularity';
  limit?: number;
  offset?: number;
}

/** Product numbers by the pick's department and order. */
export async function pickProductNos(db: Db, pick: ProductPick): Promise<number[]> {
  let query = db.selectFrom('product').select('product_no');
  if (pick.department) query = query.where('department', '=', pick.department);
  if (pick.order === 'popularity') query = query.orderBy('popularity', 'desc');
  query = query.orderBy('product_no');
  if (pick.limit !== undefined) query = query.limit(pick.limit);
  if (pick.offset !== undefined) query = query.offset(pick.offset);
  return (await query.execute()).map((row) => row.product_no);
}

/** The first `perDepartment` products of every department, by number. */
export async function firstProductsPerDepartment(db: Db, perDepartment: number): Promise<{ department: Department; productNo: number }[]> {
  const { rows } = await sql<{ department: Department; productNo: number }>`
    select department, product_no as "productNo" from (
      select department, product_no, row_number() over (partition by department order by product_no) as rank from product
    ) ranked where rank <= ${perDepartment} order by department, product_no`.execute(db);
  return rows;
}

/** The top-level product category holding the most products (ties: the lower number). */
export async function largestTopCategory(db: Db): Promise<{ categoryNo: number; name: string } | undefined> {
  const row = await db
    .selectFrom('category as c')
    .innerJoin('product as p', (join) => join.on((eb) => eb('c.category_no', '=', eb.fn.any('p.category_nos'))))
    .select(['c.category_no', 'c.name'])
    .where('c.category_type', '=', 'PRODUCT')
    .where('c.depth', '=', 1)
    .groupBy(['c.category_no', 'c.name'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('c.category_no')
    .executeTakeFirst();
  return row && { categoryNo: row.category_no, name: row.name };
}

/** The brand with the most products (ties: the lower number). */
export async function largestBrand(db: Db): Promise<{ brandNo: number; name: string } | undefined> {
  const row = await db
    .selectFrom('brand as b')
    .innerJoin('product as p', 'p.brand_no', 'b.brand_no')
    .select(['b.brand_no', 'b.name_ko'])
    .groupBy(['b.brand_no', 'b.name_ko'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('b.brand_no')
    .executeTakeFirst();
  return row && { brandNo: row.brand_no, name: row.name_ko };
}
