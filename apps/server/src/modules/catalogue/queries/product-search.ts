import { type Expression, expressionBuilder, type ExpressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import { criteriaCondition, keywordCondition, type KeywordMatch, type ProductCriteria, type ProductSort, sortOrders } from './criteria';
import type { Department } from '../types';
import type { TermStarts } from '../tables';
import { cardQuery, fromKey, type ProductCardRow, type ProductSource, productSource, type ProductWindow } from './products';

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
  /**
   * Whether the counts describe the products as they are: a console write leaves them (and
   * the starts) stale until the refresh that follows it. Stale counts still choose plans
   * (every plan returns the same rows) but never answer a count or skip a group.
   */
  fresh: boolean;
  /**
   * Where matches can start in each sort, overall and by name: no product before the
   * latest first match of any one bigram holds them all. Absent while stale.
   */
  starts?: { all: TermStarts; name: TermStarts | null };
  /** The departments that can hold matches (those holding every bigram), likewise. */
  departments?: { all: Department[]; name: Department[] };
}

/** Where a search reads its keyword's term counts from: the database, or a cache of it. */
export type KeywordStatsSource = (db: Kysely<Database>, match: KeywordMatch) => Promise<KeywordStats | undefined>;

export interface TermCount {
  products: number;
  nameProducts: number;
  starts: { all: TermStarts; name: TermStarts | null } | null;
  departments: { all: Department[] | null; name: Department[] | null };
}

export interface TermCounts {
  /** Products in the catalogue, or undefined before the first seed. */
  total: number | undefined;
  /** Whether the terms' starts still describe the products. */
  startsFresh: boolean;
  /** Products holding each term, overall and in the name; terms no product holds are absent. */
  terms: Map<string, TermCount>;
}

/**
 * Per-bigram product counts and starts (see the search_term_count and search_term_starts
 * migrations), kept by the seed, the only writer of product terms. The reads run side by
 * side on their own connections.
 */
export async function readTermCounts(db: Kysely<Database>, terms: readonly string[]): Promise<TermCounts> {
  const [state, fresh, rows] = await Promise.all([
    db.selectFrom('catalogue_seed_state').select('product_count').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('search_term_state').select('starts_fresh').where('id', '=', 1).executeTakeFirst(),
    terms.length
      ? db.selectFrom('search_term_count').select(['term', 'products', 'name_products', 'starts', 'departments', 'name_departments']).where('term', 'in', terms).execute()
      : [],
  ]);
  return {
    total: state?.product_count,
    startsFresh: fresh?.starts_fresh ?? false,
    terms: new Map(
      rows.map((row) => [
        row.term,
        { products: row.products, nameProducts: row.name_products, starts: row.starts, departments: { all: row.departments, name: row.name_departments } },
      ]),
    ),
  };
}

/** The latest of the terms' starts in every sort: the conjunction of the terms cannot start before it. */
function latestStarts(starts: readonly TermStarts[]): TermStarts {
  const latest = { ...starts[0]! };
  for (const each of starts.slice(1)) {
    for (const sort of Object.keys(latest) as ProductSort[]) if (each[sort][1] > latest[sort][1]) latest[sort] = each[sort];
  }
  return latest;
}

/** A product holding every bigram is in a department each bigram is found in. */
function commonDepartments(lists: readonly (readonly Department[])[]): Department[] {
  return lists.reduce<Department[]>((common, list) => common.filter((department) => list.includes(department)), [...(lists[0] ?? [])]);
}

/** The fewest products holding any one bigram of a keyword bounds how many hold all of them. */
export function keywordStatsOf(counts: TermCounts, terms: readonly string[]): KeywordStats | undefined {
  if (counts.total === undefined || terms.length === 0) return undefined;
  const of = terms.map((term) => counts.terms.get(term));
  const least = (field: 'products' | 'nameProducts') => Math.min(...of.map((count) => count?.[field] ?? 0));
  const stats: KeywordStats = { total: counts.total, products: least('products'), nameProducts: least('nameProducts'), fresh: counts.startsFresh };
  const termStarts = of.map((count) => count?.starts);
  if (counts.startsFresh && termStarts.every((each) => each)) {
    const all = termStarts.map((each) => each!.all);
    const names = termStarts.map((each) => each!.name);
    stats.starts = { all: latestStarts(all), name: names.every((each) => each) ? latestStarts(names as TermStarts[]) : null };
    const departments = (group: 'all' | 'name') => commonDepartments(of.map((count) => count?.departments[group] ?? []));
    stats.departments = { all: departments('all'), name: departments('name') };
  }
  return stats;
}

/** Reads the counts on every call; routes use a cache of them (see keyword-stats.ts). */
export const uncachedKeywordStats: KeywordStatsSource = async (db, match) =>
  match.kind === 'terms' ? keywordStatsOf(await readTermCounts(db, match.terms), match.terms) : undefined;

/**
 * How a group of keyword matches is read. `ordered`: walk the products in the page's
 * order and test each until the page is full; cheap when most products match (타일 is
 * held by ~60 %), since only a few rows per page are read. `matched`: collect every match
 * through the GIN index and sort them; cheap when few match. `planner`: leave the choice
 * to PostgreSQL, when the term counts say nothing of the criteria (categories, filters).
 * All give the same rows.
 */
export type KeywordPlan = 'ordered' | 'matched' | 'planner';

export interface SearchOptions {
  /** Defaults to reading the counts from the database on every search. */
  statsOf?: KeywordStatsSource;
  /** Tests force a plan to compare them; otherwise it is chosen from the term counts. */
  plan?: KeywordPlan;
  /** Products an ordered walk may read before it gives up (a forced walk does so at once). */
  windowRows?: number;
}

/**
 * An ordered walk reads products one by one from the sort index; the matched plan reads
 * every match through the GIN index and sorts them. Per product read they cost about the
 * same (measured on 100,000 products: ~3.5 µs a walked product, 2–4 µs a collected
 * match), so a walk is chosen when it is expected to read fewer products than there are
 * matches, and at most this many.
 */
const ORDERED_WALK_MAX_ROWS = 4_000;

/** A walk reads up to this many times the products it is expected to need. */
const WINDOW_MARGIN = 4;
/**
 * When a window ends short of a full page (the matches are sparser there than on
 * average), the next window is sized by the matches the short one held, with this
 * margin, and walked only if it is still shorter than collecting every match would be
 * (collecting reads each match at about the cost a walk reads a product).
 */
const RETRY_MARGIN = 2;

interface ChosenPlan {
  plan: KeywordPlan;
  windowRows: number;
  /** The group's expected matches: what collecting them would read. */
  matches: number;
  /** A plan a test forced: its window is walked once, so the test sees the fallback. */
  forced?: boolean;
  /** Where the group's matches start in the page's sort: its key and 1-based position. */
  start?: [key: string | number, position: number];
  /** The departments a walk reads (absent: every product). */
  departments?: readonly Department[];
}

/**
 * The plan for one group: an ordered walk when the group is expected to fill the page
 * within a short walk from where its matches start, with the window the walk may read.
 * With category or filter criteria PostgreSQL's own plan is kept, as the counts say
 * nothing about them.
 */
function choosePlan(criteria: ProductCriteria, stats: KeywordStats | undefined, group: 'all' | 'name', page: ListPage, options: SearchOptions): ChosenPlan {
  const total = stats?.total ?? 0;
  const start = stats?.starts?.[group]?.[page.sort];
  const departments = stats?.departments?.[group];
  // Matches outside the name: at least those of the whole text less the most the name can hold.
  const matches = !stats ? 0 : group === 'name' ? stats.nameProducts : stats.products - stats.nameProducts;
  if (options.plan) return { plan: options.plan, windowRows: options.windowRows ?? Math.max(total, 1), matches, start, departments, forced: true };
  if (!stats || criteria.categorys.length || criteria.filterGroups.length) return { plan: 'planner', windowRows: 0, matches, start };
  if (matches <= 0) return { plan: 'matched', windowRows: 0, matches, start };
  const rowsFromStart = total - (start ? start[1] - 1 : 0);
  const expectedRows = ((page.offset + page.limit) * rowsFromStart) / matches;
  if (expectedRows > ORDERED_WALK_MAX_ROWS || expectedRows > matches) return { plan: 'matched', windowRows: 0, matches, start };
  return { plan: 'ordered', windowRows: options.windowRows ?? Math.ceil(expectedRows * WINDOW_MARGIN) + page.limit, matches, start, departments };
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
  const plan = (group: 'all' | 'name', groupPage: ListPage) => choosePlan(criteria, stats, group, groupPage, options);
  // Every match then only matches elsewhere. Should the counts be stale, the rows are
  // still all the matches, in the sort's order.
  if (stats?.fresh && stats.nameProducts === 0 && !options.plan) return groupPage(db, criteria, [], page, plan('all', page), stats);

  const inName = keywordCondition(keyword, 'name');
  // The searchable text includes the name, so a name match needs no second keyword test;
  // leaving it out spares PostgreSQL reading the large term arrays of every name match.
  const nameCriteria = { ...criteria, keyword: null };
  const readNames = (namePage: ListPage) => groupPage(db, nameCriteria, [inName], namePage, plan('name', namePage), stats);
  const readRest = (restPage: ListPage) => groupPage(db, criteria, [sql<SqlBool>`not ${inName}`], restPage, plan('all', restPage), stats);

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
 * One group's page by the chosen plan, from where its matches start. A walk that ends
 * its window short of a full page cannot tell the group's end from matches further on:
 * it walks again with a longer window while that reads fewer products than collecting
 * every match would, and collects them after that, unless a window held every product
 * from the start.
 */
async function groupPage(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  extra: Expression<SqlBool>[],
  page: ListPage,
  chosen: ChosenPlan,
  stats: KeywordStats | undefined,
): Promise<ProductCardRow[]> {
  const [from, position] = chosen.start ?? [undefined, 1];
  // Rows before the start hold no match; saying so lets PostgreSQL enter the sort index there.
  const fromStart = from === undefined ? extra : [...extra, fromKey(page.sort, from, 'p')];
  if (chosen.plan === 'ordered') {
    // Without counts no window is known to hold every product from the start.
    const rowsFromStart = stats ? stats.total - (position - 1) : Number.POSITIVE_INFINITY;
    let windowRows = chosen.windowRows;
    for (;;) {
      const rows = await listPage(db, criteria, extra, page, { window: { sort: page.sort, rows: windowRows, from, departments: chosen.departments } });
      if (rows.length >= page.limit || rowsFromStart <= windowRows) return rows;
      // Rows on the page follow every match the offset skipped; with none, the window held
      // an unknown part of those, and the next window is only the margin longer.
      const held = rows.length > 0 ? page.offset + rows.length : 0;
      windowRows = held > 0 ? Math.ceil(((page.offset + page.limit) / held) * windowRows * RETRY_MARGIN) : windowRows * WINDOW_MARGIN;
      if (chosen.forced || windowRows > chosen.matches || windowRows > ORDERED_WALK_MAX_ROWS * WINDOW_MARGIN) break;
    }
  }
  return listPage(db, criteria, fromStart, page, { collect: chosen.plan !== 'planner' });
}

/** What a card and every sort read of a product: the page is formed of these alone, not of the whole (wide) row. */
const CARD_COLUMNS = [
  'p.product_no', 'p.name', 'p.brand_no', 'p.category_no', 'p.price', 'p.price_discount', 'p.vat_rate',
  'p.review_cnt', 'p.review_rating_sum', 'p.sampleable', 'p.created_at', 'p.popularity', 'p.selling_price', 'p.status', 'p.main_image_base',
] as const;

/**
 * One page of the products meeting the conditions: read through a window (a walk), by
 * collecting every match first (`collect`: behind OFFSET 0, PostgreSQL's fence, the
 * matches cannot be read by walking the sort index, so they come through the GIN index
 * and are sorted), or as PostgreSQL plans it.
 */
function listPage(db: Kysely<Database>, criteria: ProductCriteria, extra: Expression<SqlBool>[], page: ListPage, read: { window?: ProductWindow; collect?: boolean } = {}) {
  const order = sortOrders[page.sort];
  const where = (eb: ExpressionBuilder<Database & { p: Database['product'] }, 'p'>) => eb.and([criteriaCondition(eb, criteria), ...extra]);
  const matching = read.collect
    ? (db.selectFrom((eb) => eb.selectFrom('product as p').select(CARD_COLUMNS).where(where).offset(0).as('p')) as unknown as ProductSource)
    : productSource(db, read.window).where(where);
  const rows = matching
    .select(CARD_COLUMNS)
    .orderBy(`p.${order.column}`, order.direction)
    .orderBy('p.product_no', order.direction)
    .offset(page.offset)
    .limit(page.limit);
  // The page's rows are chosen first and only they are joined to their brand and stock:
  // PostgreSQL misjudging a keyword's matches must not make it join every match.
  const chosen = db.selectFrom(rows.as('p')) as unknown as ProductSource;
  return cardQuery(db, undefined, chosen).orderBy(`p.${order.column}`, order.direction).orderBy('p.product_no', order.direction).execute();
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
    if (stats?.fresh) return stats.products;
  }
  return countWhere(db, criteria);
}

/**
 * How many matching products each category and each filter item holds (search page
 * facets), from one pass over the matching products.
 */
export interface FacetCounts {
  categories: Map<number, number>;
  filterItems: Map<number, number>;
}

export async function facetCounts(db: Kysely<Database>, criteria: ProductCriteria): Promise<FacetCounts> {
  const condition = criteriaCondition(expressionBuilder<Database & { p: Database['product'] }, 'p'>(), criteria);
  const { rows } = await sql<{ kind: 'category' | 'filter'; no: number; count: number }>`
    with matched as materialized (select p.category_nos, p.filter_item_nos from product p where ${condition})
    select 'category' as kind, u.no, count(*)::int as count from matched, unnest(matched.category_nos) as u(no) group by u.no
    union all
    select 'filter' as kind, u.no, count(*)::int as count from matched, unnest(matched.filter_item_nos) as u(no) group by u.no`.execute(db);
  const of = (kind: 'category' | 'filter') => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.no, row.count]));
  return { categories: of('category'), filterItems: of('filter') };
}
