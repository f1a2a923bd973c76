import { type Kysely, sql } from 'kysely';
import type { Database, Db } from '../../../db/database';
import { keywordCondition, type KeywordMatch } from './criteria';

/**
 * The most searched keywords since `since`, each counted once per visitor, so one
 * shopper repeating a word (or a script) cannot push it up. The shown spelling is the
 * most common one among searches that normalise to the same text.
 */
export async function popularKeywords(db: Kysely<Database>, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_log')
    .select([
      sql<string>`mode() within group (order by keyword)`.as('keyword'),
      sql<number>`count(distinct visitor_key)::int`.as('visitors'),
      sql<Date>`max(searched_at)`.as('lastSearchedAt'),
    ])
    .where('searched_at', '>=', since)
    .groupBy('normalized')
    .orderBy('visitors', 'desc')
    .orderBy('lastSearchedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.keyword);
}

export interface ProductSuggestionRow {
  productNo: number;
  name: string;
  brandName: string;
  mainImageBase: string | null;
}

/** The most popular products whose name or brand holds the keyword. */
export function productSuggestions(db: Kysely<Database>, keyword: KeywordMatch, limit: number): Promise<ProductSuggestionRow[]> {
  return db
    .selectFrom('product as p')
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .select(['p.product_no as productNo', 'p.name', 'b.name_ko as brandName', 'p.main_image_base as mainImageBase'])
    .where(keywordCondition(keyword, 'name'))
    .where('p.listed', '=', true)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.product_no', 'desc')
    .limit(limit)
    .execute();
}

export async function countRecentSearches(db: Db, since: Date): Promise<number> {
  const row = await db.selectFrom('search_log').select((eb) => eb.fn.countAll<number>().as('count')).where('searched_at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface SearchLogEntry {
  keyword: string;
  normalized: string;
  visitorKey: string;
  searchedAt: Date;
}

export async function insertSearchLog(db: Db, entries: readonly SearchLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const insert = (target: Db) =>
    target
      .insertInto('search_log')
      .values(entries.map((entry) => ({ keyword: entry.keyword, normalized: entry.normalized, visitor_key: entry.visitorKey, searched_at: entry.searchedAt })))
      .execute();
  // Inside a caller's transaction (the seed) the caller's commit decides.
  if (db.isTransaction) {
    await insert(db);
    return;
  }
  // The log only feeds the popular-keyword list: losing its last rows in a crash is harmless,
  // so a shopper's search does not wait for this commit to reach the disk.
  await db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    await insert(trx);
  });
}
