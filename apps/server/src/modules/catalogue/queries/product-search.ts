import { type Expression, expressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import { criteriaCondition, keywordCondition, type KeywordMatch, type ProductCriteria, type ProductSort, sortOrders } from './criteria';
import { cardQuery, type ProductCardRow } from './products';

// Product lists, counts and facets over search criteria. Keyword searches run on the
// search pool (see openPools), whose connections prefer the GIN indexes to table scans.

export interface ListPage {
  sort: ProductSort;
  offset: number;
  limit: number;
}

export interface KeywordStats {
  /** Products in the catalogue. */
  total: number;
  /** At most this many products hold every bigram (the rarest bigram's count); by name likewise. */
  products: number;
  nameProducts: number;
}

/** Where a search reads its keyword's term counts from: the database, or a cache of it. */
export type KeywordStatsSource = (db: Kysely<Database>, match: KeywordMatch) => Promise<KeywordStats | undefined>;

export interface TermCounts {
  /** Products in the catalogue, or undefined before the first seed. */
  total: number | undefined;
  /** Products holding each term, overall and in the name; terms no product holds are absent. */
  terms: Map<string, { products: number; nameProducts: number }>;
}

/**
 * Per-bigram product counts (see the search_term_count migration), kept by the seed,
 * the only writer of product terms. The two reads run side by side on two connections.
 */
export async function readTermCounts(db: Kysely<Database>, terms: readonly string[]): Promise<TermCounts> {
  const [state, rows] = await Promise.all([
    db.selectFrom('catalogue_seed_state').select('product_count').where('id', '=', 1).executeTakeFirst(),
    terms.length ? db.selectFrom('search_term_count').select(['term', 'products', 'name_products']).where('term', 'in', terms).execute() : [],
  ]);
  return { total: state?.product_count, terms: new Map(rows.map((row) => [row.term, { products: row.products, nameProducts: row.name_products }])) };
}

/** The fewest products holding any one bigram of a keyword bounds how many hold all of them. */
export function keywordStatsOf(counts: TermCounts, terms: readonly string[]): KeywordStats | undefined {
  if (counts.total === undefined) return undefined;
  const least = (of: 'products' | 'nameProducts') => Math.min(...terms.map((term) => counts.terms.get(term)?.[of] ?? 0));
  return { total: counts.total, products: least('products'), nameProducts: least('nameProducts') };
}

/** Reads the counts on every call; routes use a cache of them (see keyword-stats.ts). */
export const uncachedKeywordStats: KeywordStatsSource = async (db, match) =>
  match.kind === 'terms' ? keywordStatsOf(await readTermCounts(db, match.terms), match.terms) : undefined;

/**
 * How a group of keyword matches is read. `ordered`: walk the products in the page's
 * order and test each until the page is full; cheap when most products match (타일 is
 * held by ~60 %), since only a few rows per page are read. `matched`: collect the matches
 * through the GIN index and sort them; cheap when few match. Both give the same rows.
 */
export type KeywordPlan = 'ordered' | 'matched';

export interface SearchOptions {
  /** Defaults to reading the counts from the database on every search. */
  statsOf?: KeywordStatsSource;
  /** Tests force a plan to compare them; otherwise it is chosen from the term counts. */
  plan?: KeywordPlan;
  /** Products an ordered walk may read before it gives up for the matched plan. */
  windowRows?: number;
}

/** An ordered walk is chosen when it should read at most this many products. */
const ORDERED_WALK_MAX_ROWS = 1_000;

/** A walk reads up to this many times the products it is expected to need before giving up. */
const WINDOW_MARGIN = 4;

interface ChosenPlan {
  plan: KeywordPlan;
  windowRows: number;
}

/**
 * The plan for one group: an ordered walk when the group is expected to fill the page
 * within a short walk, with the window the walk may read. With category or filter
 * criteria PostgreSQL's own plan is kept, as the counts say nothing about them.
 */
function choosePlan(criteria: ProductCriteria, stats: KeywordStats | undefined, matches: number, page: ListPage, options: SearchOptions): ChosenPlan {
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
 * orders each group. Each group is read by the plan its expected number of matches
 * favours, so the usual first page of a broad word (타일) is one short walk down the
 * sort index and a rare word never walks. When the counts say the name group cannot
 * fill the first page, both groups are read at once; when no name can hold the keyword
 * (욕실타일: no name has 실타), only the rest is read.
 */
export async function searchProducts(db: Kysely<Database>, criteria: ProductCriteria, page: ListPage, options: SearchOptions = {}): Promise<ProductCardRow[]> {
  const keyword = criteria.keyword;
  if (!keyword) return listPage(db, criteria, [], page);
  const stats = await (options.statsOf ?? uncachedKeywordStats)(db, keyword);
  const plan = (matches: number, groupPage: ListPage) => choosePlan(criteria, stats, matches, groupPage, options);
  // Every match then only matches elsewhere. Should the counts be stale, the rows are
  // still all the matches, in the sort's order.
  if (stats?.nameProducts === 0 && !options.plan) return groupPage(db, criteria, [], page, plan(stats.products, page), stats);

  const inName = keywordCondition(keyword, 'name');
  // The searchable text includes the name, so a name match needs no second keyword test;
  // leaving it out spares PostgreSQL reading the large term arrays of every name match.
  const nameCriteria = { ...criteria, keyword: null };
  const readNames = (namePage: ListPage) => groupPage(db, nameCriteria, [inName], namePage, plan(stats?.nameProducts ?? 0, namePage), stats);
  // Matches outside the name: at least those of the whole text less the most the name can hold.
  const restMatches = stats ? stats.products - stats.nameProducts : 0;
  const readRest = (restPage: ListPage) => groupPage(db, criteria, [sql<SqlBool>`not ${inName}`], restPage, plan(restMatches, restPage), stats);

  if (page.offset === 0 && stats && stats.nameProducts < page.limit) {
    const [nameHits, rest] = await Promise.all([readNames(page), readRest(page)]);
    return [...nameHits, ...rest].slice(0, page.limit);
  }
  const nameHits = await readNames(page);
  if (nameHits.length >= page.limit) return nameHits;
  // A short page of name matches ends their group, so their total is known without counting,
  // unless the page starts beyond the last of them.
  const nameTotal = nameHits.length > 0 || page.offset === 0 ? page.offset + nameHits.length : await countWhere(db, nameCriteria, [inName]);
  const rest = await readRest({ sort: page.sort, offset: Math.max(0, page.offset - nameTotal), limit: page.limit - nameHits.length });
  return [...nameHits, ...rest];
}

/**
 * One group's page by the chosen plan. A walk that ends its window short of a full page
 * cannot tell the group's end from matches further on, so the matched plan answers then,
 * unless the window held the whole catalogue.
 */
async function groupPage(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  extra: Expression<SqlBool>[],
  page: ListPage,
  chosen: ChosenPlan,
  stats: KeywordStats | undefined,
): Promise<ProductCardRow[]> {
  if (chosen.plan === 'ordered') {
    const rows = await listPage(db, criteria, extra, page, { sort: page.sort, rows: chosen.windowRows });
    if (rows.length >= page.limit) return rows;
    if ((stats?.total ?? (await countAtMost(db, chosen.windowRows + 1))) <= chosen.windowRows) return rows;
  }
  return listPage(db, criteria, extra, page);
}

async function countAtMost(db: Kysely<Database>, limit: number): Promise<number> {
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from (select 1 from product limit ${limit}) w`.execute(db);
  return rows[0]?.total ?? 0;
}

function listPage(db: Kysely<Database>, criteria: ProductCriteria, extra: Expression<SqlBool>[], page: ListPage, window?: { sort: ProductSort; rows: number }) {
  const order = sortOrders[page.sort];
  return cardQuery(db, undefined, window)
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
export async function countProducts(db: Kysely<Database>, criteria: ProductCriteria, statsOf: KeywordStatsSource = uncachedKeywordStats): Promise<number> {
  const keyword = criteria.keyword;
  if (keyword?.kind === 'terms' && keyword.terms.length === 1 && !criteria.categorys.length && !criteria.filterGroups.length) {
    const stats = await statsOf(db, keyword);
    if (stats) return stats.products;
  }
  return countWhere(db, criteria);
}

/**
 * How many matching products each category and each filter item holds (search page
 * facets), from one pass over the matching products.
 */
export async function facetCounts(db: Kysely<Database>, criteria: ProductCriteria): Promise<{ categories: Map<number, number>; filterItems: Map<number, number> }> {
  const condition = criteriaCondition(expressionBuilder<Database & { p: Database['product'] }, 'p'>(), criteria);
  const { rows } = await sql<{ kind: 'category' | 'filter'; no: number; count: number }>`
    with matched as materialized (select p.category_nos, p.filter_item_nos from product p where ${condition})
    select 'category' as kind, u.no, count(*)::int as count from matched, unnest(matched.category_nos) as u(no) group by u.no
    union all
    select 'filter' as kind, u.no, count(*)::int as count from matched, unnest(matched.filter_item_nos) as u(no) group by u.no`.execute(db);
  const of = (kind: 'category' | 'filter') => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.no, row.count]));
  return { categories: of('category'), filterItems: of('filter') };
}
