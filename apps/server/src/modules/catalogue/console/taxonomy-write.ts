import { ApiCode, type ConsoleBrand, type ConsoleCategoryNode, type CreateCategoryRequest, type UpdateBrandRequest, type UpdateCategoryRequest } from '@maru/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database, Db } from '../../../db/database';
import { refreshSearchColumns } from './product-write';

// The console's category and brand edits (issue 25). Categories are at most 2 deep; products
// list their leaf, its parent and any brand or premium list in `category_nos`, and their search
// columns hold their categories' and brand's names. So a move rewrites the moved category's
// products' `category_nos` (two set-based updates: parents dropped before the move, the new
// parents added after it), and a rename or move rebuilds those products' search columns one by
// one with the same builder as every other product write (refreshSearchColumns). That is the
// costly part: the test database's move of 21 products takes ~110 ms end to end (~5 ms a product,
// console-taxonomy.test.ts prints it), so renaming a leaf of 5,000 products of the 100,000-product
// catalogue holds its transaction ~25 s, a department of 20,000 over a minute and a half. We
// accept that for a rare operator edit that must be searchable at once; the way out, if it
// hurts, is a set-based rebuild (one read of the products' parts, one `update … from values`
// per thousand) sharing searchColumns with refreshSearchColumns.
//
// Every structural change first takes one transaction-level advisory lock, so two operators'
// moves, reorders and deletes are applied one after the other on the tree as it then is.

const STRUCTURE_LOCK = 'catalogue.category.structure';

type CategoryFields = { categoryNo: number; parentNo: number | null; categoryType: 'PRODUCT' | 'BRAND' | 'PREMIUM'; name: string; depth: number; sortOrder: number; hidden: boolean; brandNo: number | null };

const refuse = (code: number, message: string) => new ApiError(code, message);
const notFound = (categoryNo: number) => refuse(ApiCode.CATEGORY_NOT_FOUND, `카테고리 ${categoryNo}번을 찾을 수 없습니다.`);

async function lockStructure(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${STRUCTURE_LOCK}))`.execute(trx);
}

function selectCategories(db: Db) {
  return db
    .selectFrom('category')
    .select([
      'category_no as categoryNo',
      'category_no_ref as parentNo',
      'category_type as categoryType',
      'name',
      'depth',
      'sort_order as sortOrder',
      'hidden',
      'brand_no as brandNo',
    ]);
}

async function categoryOf(db: Db, categoryNo: number): Promise<CategoryFields> {
  const row = await selectCategories(db).where('category_no', '=', categoryNo).executeTakeFirst();
  if (!row) throw notFound(categoryNo);
  return row;
}

/** Products listed in any of the categories (a top category lists its children's products too). */
async function productsIn(db: Db, categoryNos: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('product').select('product_no').where(sql<boolean>`category_nos && ${sql.val(categoryNos)}::int[]`).orderBy('product_no').execute();
  return rows.map((row) => row.product_no);
}

/** The top category and children as the console shows them, each with the number of products listed in it (any sale state). */
export async function consoleCategoryTree(db: Kysely<Database>): Promise<ConsoleCategoryNode[]> {
  const [rows, counts] = await Promise.all([
    selectCategories(db).orderBy('depth').orderBy('sort_order').orderBy('category_no').execute(),
    sql<{ categoryNo: number; count: number }>`select n as "categoryNo", count(*)::int as count from product, unnest(category_nos) as n group by n`.execute(db),
  ]);
  return consoleTreeOf(rows, new Map(counts.rows.map((row) => [row.categoryNo, row.count])));
}

/** Rows in display order → the 2-depth tree (a child of a missing parent is left out). */
export function consoleTreeOf(rows: readonly CategoryFields[], counts: ReadonlyMap<number, number>): ConsoleCategoryNode[] {
  const nodeOf = (row: CategoryFields): ConsoleCategoryNode => ({ ...row, productCnt: counts.get(row.categoryNo) ?? 0, children: [] });
  const roots = rows.filter((row) => row.parentNo === null).map(nodeOf);
  const byNo = new Map(roots.map((root) => [root.categoryNo, root]));
  for (const row of rows) if (row.parentNo !== null) byNo.get(row.parentNo)?.children.push(nodeOf(row));
  return roots;
}

/** Refused when a sibling under `parentNo` (null: the top) already has the name, ignoring case and spaces around. */
async function requireFreeName(db: Db, parentNo: number | null, name: string, except?: number): Promise<void> {
  let query = db.selectFrom('category').select('category_no').where(sql<boolean>`lower(trim(name)) = lower(trim(${name}))`);
  query = parentNo === null ? query.where('category_no_ref', 'is', null) : query.where('category_no_ref', '=', parentNo);
  if (except !== undefined) query = query.where('category_no', '<>', except);
  if (await query.limit(1).executeTakeFirst()) throw refuse(ApiCode.CATEGORY_NAME_TAKEN, `같은 상위 카테고리에 "${name}" 카테고리가 이미 있습니다.`);
}

/** A product top category that can take a child: refused for a leaf, a brand or premium list, or one holding products itself. */
async function requireParent(db: Db, parentNo: number): Promise<void> {
  const parent = await categoryOf(db, parentNo);
  if (parent.categoryType !== 'PRODUCT') throw refuse(ApiCode.CATEGORY_FIXED, '브랜드·프리미엄 목록 아래에는 카테고리를 둘 수 없습니다.');
  if (parent.parentNo !== null) throw refuse(ApiCode.CATEGORY_TOO_DEEP, '카테고리는 2단계까지만 둘 수 있습니다. 최상위 카테고리를 골라 주세요.');
  const direct = await db.selectFrom('product').select('product_no').where('category_no', '=', parentNo).limit(1).executeTakeFirst();
  if (direct) throw refuse(ApiCode.CATEGORY_PARENT_HAS_PRODUCTS, `"${parent.name}"에는 상품이 직접 들어 있어 하위 카테고리를 둘 수 없습니다. 상품을 먼저 옮겨 주세요.`);
}

async function nextSortOrder(db: Db, parentNo: number | null): Promise<number> {
  let query = db.selectFrom('category').select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('last'));
  query = parentNo === null ? query.where('category_no_ref', 'is', null) : query.where('category_no_ref', '=', parentNo);
  return Number((await query.executeTakeFirstOrThrow()).last) + 1;
}

/** What the audit log keeps of a category. */
const categoryState = (category: CategoryFields) => ({ name: category.name, parentNo: category.parentNo, hidden: category.hidden, sortOrder: category.sortOrder });

export async function createCategory(trx: Transaction<Database>, input: CreateCategoryRequest) {
  await lockStructure(trx);
  if (input.parentNo !== null) await requireParent(trx, input.parentNo);
  await requireFreeName(trx, input.parentNo, input.name);
  const { categoryNo } = (await sql<{ categoryNo: number }>`select nextval('console_category_no')::int as "categoryNo"`.execute(trx)).rows[0]!;
  await trx
    .insertInto('category')
    .values({
      category_no: categoryNo,
      category_no_ref: input.parentNo,
      category_type: 'PRODUCT',
      name: input.name,
      depth: input.parentNo === null ? 1 : 2,
      sort_order: await nextSortOrder(trx, input.parentNo),
      brand_no: null,
      hidden: false,
    })
    .execute();
  return { categoryNo, after: categoryState(await categoryOf(trx, categoryNo)) };
}

/**
 * Applies an edit (only the fields sent). A move keeps the tree 2 deep and rewrites the moved
 * category's products' listings; a rename or move answers the products whose search columns
 * were rebuilt, for the caches.
 */
export async function updateCategory(trx: Transaction<Database>, categoryNo: number, edit: UpdateCategoryRequest, now: Date) {
  await lockStructure(trx);
  const current = await categoryOf(trx, categoryNo);
  const moving = edit.parentNo !== undefined && edit.parentNo !== current.parentNo;
  const parentNo = moving ? edit.parentNo! : current.parentNo;
  if (moving) {
    if (current.categoryType !== 'PRODUCT') throw refuse(ApiCode.CATEGORY_FIXED, '브랜드·프리미엄 목록은 다른 카테고리 아래로 옮길 수 없습니다.');
    if (parentNo === categoryNo) throw refuse(ApiCode.CATEGORY_TOO_DEEP, '카테고리를 자기 자신의 아래로 옮길 수 없습니다.');
    if (parentNo !== null) {
      const child = await trx.selectFrom('category').select('category_no').where('category_no_ref', '=', categoryNo).limit(1).executeTakeFirst();
      if (child) throw refuse(ApiCode.CATEGORY_TOO_DEEP, '하위 카테고리가 있는 카테고리를 다른 카테고리 아래로 옮기면 3단계가 됩니다. 하위 카테고리를 먼저 옮겨 주세요.');
      await requireParent(trx, parentNo);
    }
  }
  const name = edit.name ?? current.name;
  if (moving || name !== current.name) await requireFreeName(trx, parentNo, name, categoryNo);

  let productNos: number[] = [];
  if (moving) {
    productNos = await productsIn(trx, [categoryNo]);
    // 1. Each affected product keeps only its own categories (those no other of its categories has as parent)…
    await sql`
      update product p
         set category_nos = array(
               select own from unnest(p.category_nos) as own
                where not exists (select 1 from unnest(p.category_nos) as other join category c on c.category_no = other where c.category_no_ref = own)
                order by own)
       where p.category_nos && array[${categoryNo}]::int[]`.execute(trx);
    await trx
      .updateTable('category')
      .set({ category_no_ref: parentNo, depth: parentNo === null ? 1 : 2, sort_order: await nextSortOrder(trx, parentNo) })
      .where('category_no', '=', categoryNo)
      .execute();
    // 2. …and gets the parents of those in the tree as it is now.
    await sql`
      update product p
         set category_nos = array(
               select distinct n from (
                 select own as n from unnest(p.category_nos) as own
                 union
                 select c.category_no_ref from unnest(p.category_nos) as own join category c on c.category_no = own where c.category_no_ref is not null
               ) as listing
               order by n),
             updated_at = ${now}
       where p.product_no = any(${sql.val(productNos)}::int[])`.execute(trx);
  }
  if (name !== current.name || edit.hidden !== undefined) {
    await trx
      .updateTable('category')
      .set({ name, ...(edit.hidden === undefined ? {} : { hidden: edit.hidden }) })
      .where('category_no', '=', categoryNo)
      .execute();
  }
  if (name !== current.name && !moving) productNos = await productsIn(trx, [categoryNo]);
  for (const productNo of productNos) await refreshSearchColumns(trx, productNo);
  const next = await categoryOf(trx, categoryNo);
  return { before: categoryState(current), after: categoryState(next), productNos };
}

/** Removes an empty product category: refused while it has children or lists any product. */
export async function deleteCategory(trx: Transaction<Database>, categoryNo: number) {
  await lockStructure(trx);
  const current = await categoryOf(trx, categoryNo);
  if (current.categoryType !== 'PRODUCT') throw refuse(ApiCode.CATEGORY_FIXED, '브랜드·프리미엄 목록은 삭제할 수 없습니다.');
  const child = await trx.selectFrom('category').select('category_no').where('category_no_ref', '=', categoryNo).limit(1).executeTakeFirst();
  if (child) throw refuse(ApiCode.CATEGORY_HAS_CHILDREN, '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다. 하위 카테고리를 먼저 옮기거나 삭제해 주세요.');
  const product = await trx
    .selectFrom('product')
    .select('product_no')
    .where((eb) => eb.or([eb('category_no', '=', categoryNo), sql<boolean>`category_nos && array[${categoryNo}]::int[]`]))
    .limit(1)
    .executeTakeFirst();
  if (product) throw refuse(ApiCode.CATEGORY_HAS_PRODUCTS, '상품이 있는 카테고리는 삭제할 수 없습니다. 상품을 먼저 다른 카테고리로 옮겨 주세요.');
  await trx.deleteFrom('category').where('category_no', '=', categoryNo).execute();
  return { before: categoryState(current) };
}

/** Numbers one parent's categories 1…n in the order given; the list must be exactly that parent's categories. */
export async function reorderCategories(trx: Transaction<Database>, categoryNos: readonly number[]) {
  await lockStructure(trx);
  const first = await categoryOf(trx, categoryNos[0]!);
  let query = selectCategories(trx).orderBy('sort_order').orderBy('category_no');
  query = first.parentNo === null ? query.where('category_no_ref', 'is', null) : query.where('category_no_ref', '=', first.parentNo);
  const siblings = await query.execute();
  const given = new Set(categoryNos);
  if (siblings.length !== categoryNos.length || siblings.some((sibling) => !given.has(sibling.categoryNo))) {
    throw refuse(ApiCode.CATEGORY_ORDER_MISMATCH, '순서를 바꿀 카테고리가 같은 상위 카테고리의 전체 목록과 다릅니다. 새로고침 후 다시 시도해 주세요.');
  }
  await sql`
    update category c set sort_order = o.position
      from unnest(${sql.val(categoryNos)}::int[]) with ordinality as o(category_no, position)
     where c.category_no = o.category_no`.execute(trx);
  return { parentNo: first.parentNo, before: { categoryNos: siblings.map((sibling) => sibling.categoryNo) }, after: { categoryNos: [...categoryNos] } };
}

// ── Brands ──────────────────────────────────────────────────────────────────────────────

function selectBrands(db: Db) {
  return db
    .selectFrom('brand as b')
    .select((eb) => [
      'b.brand_no as brandNo',
      'b.name_ko as nameKo',
      'b.name_latin as nameLatin',
      'b.country_ko as countryKo',
      'b.department',
      'b.description',
      'b.logo_url as logoUrl',
      eb.selectFrom('product as p').whereRef('p.brand_no', '=', 'b.brand_no').select((sub) => sub.fn.countAll<number>().as('n')).as('productCnt'),
    ]);
}

export async function consoleBrands(db: Kysely<Database>): Promise<ConsoleBrand[]> {
  const rows = await selectBrands(db).orderBy('b.name_ko').orderBy('b.brand_no').execute();
  return rows.map((row) => ({ ...row, productCnt: Number(row.productCnt ?? 0) }));
}

export async function consoleBrand(db: Db, brandNo: number): Promise<ConsoleBrand | undefined> {
  const row = await selectBrands(db).where('b.brand_no', '=', brandNo).executeTakeFirst();
  return row && { ...row, productCnt: Number(row.productCnt ?? 0) };
}

const BRAND_COLUMNS = { nameKo: 'name_ko', nameLatin: 'name_latin', countryKo: 'country_ko', description: 'description', logoUrl: 'logo_url' } as const;

/**
 * Applies a brand edit (only the fields sent; answers what differs for the audit log). A new
 * Korean name renames the brand's own list in the category tree when it still bore the old
 * name; a new name rebuilds the search columns of the brand's products (and of those in its list).
 */
export async function updateBrand(trx: Transaction<Database>, brandNo: number, edit: UpdateBrandRequest) {
  const locked = await trx.selectFrom('brand').select('brand_no').where('brand_no', '=', brandNo).forUpdate().executeTakeFirst();
  if (!locked) throw refuse(ApiCode.BRAND_NOT_FOUND, `브랜드 ${brandNo}번을 찾을 수 없습니다.`);
  const current = (await consoleBrand(trx, brandNo))!;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const set: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(BRAND_COLUMNS) as [keyof typeof BRAND_COLUMNS, (typeof BRAND_COLUMNS)[keyof typeof BRAND_COLUMNS]][]) {
    const value = edit[field];
    if (value === undefined || value === current[field]) continue;
    before[field] = current[field];
    after[field] = value;
    set[column] = value;
  }
  if (Object.keys(set).length === 0) return { before, after, productNos: [] as number[] };
  await trx.updateTable('brand').set(set).where('brand_no', '=', brandNo).execute();
  let renamedLists: number[] = [];
  if ('nameKo' in after) {
    const rows = await trx
      .updateTable('category')
      .set({ name: after.nameKo as string })
      .where('category_type', '=', 'BRAND')
      .where('brand_no', '=', brandNo)
      .where('name', '=', current.nameKo)
      .returning('category_no')
      .execute();
    renamedLists = rows.map((row) => row.category_no);
  }
  let productNos: number[] = [];
  if ('nameKo' in after || 'nameLatin' in after) {
    const own = await trx.selectFrom('product').select('product_no').where('brand_no', '=', brandNo).execute();
    const listed = renamedLists.length ? await productsIn(trx, renamedLists) : [];
    productNos = [...new Set([...own.map((row) => row.product_no), ...listed])].sort((a, b) => a - b);
    for (const productNo of productNos) await refreshSearchColumns(trx, productNo);
  }
  return { before, after, productNos, renamedLists };
}

/** How many brands show a logo stored under `storageKey` (uploads/brand/…). */
export async function brandLogoUsers(db: Db, storageKey: string): Promise<number> {
  const row = await db.selectFrom('brand').select((eb) => eb.fn.countAll<string>().as('n')).where('logo_url', 'like', `%/${storageKey}/%`).executeTakeFirstOrThrow();
  return Number(row.n);
}
