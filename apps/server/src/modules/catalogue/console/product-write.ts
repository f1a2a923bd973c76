import {
  ApiCode, type CreateProductRequest, DISPLAY_PERIOD, extraPriceProblem, isNoticeComplete, optionPricesProblem, periodProblem, type ProductNotice, productPriceProblems, type ProductStatus,
  type UpdateProductRequest, type ValueProblem,
} from '@maru/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database, Db } from '../../../db/database';
import { descriptionText, searchColumns } from '../search-columns';
import { itemGroupSeqOf, itemSeqOf, optionSeqOf } from '../seed/options';
import { designImageBase } from '../seed/images';

// The console's product writes. Every write keeps the shop's derived columns true in the same
// transaction: the price columns (spec 02: price_discount is 0 when there is no discount), the
// listing categories (a leaf and its parent), `listed` (state and display period) and the
// search columns (ADR 0004: the same term builder as the seed).

/** Not hidden and inside the display period at `now`. */
export function isListed(product: { status: ProductStatus; displayFrom: Date | null; displayUntil: Date | null }, now: Date): boolean {
  if (product.status === 'HIDDEN') return false;
  if (product.displayFrom && product.displayFrom > now) return false;
  if (product.displayUntil && product.displayUntil <= now) return false;
  return true;
}

/** Refuses a write with the value rule's sentence (issue 41): the code names what kind of value, the sentence the field. */
export function refuseValue(problem: ValueProblem | null | undefined, code: number = ApiCode.PRODUCT_PRICE_RULE): void {
  if (problem) throw new ApiError(code, problem.message);
}

/** 정가 and 판매가 as the product row keeps them; refused by the domain's price rules (판매가 ≤ 정가, 0 only for 가격문의). */
export function priceColumns(price: number, sellingPrice: number, inquiryProduct: boolean) {
  refuseValue(productPriceProblems({ price, sellingPrice, inquiryProduct })[0]);
  return { price, price_discount: sellingPrice < price ? sellingPrice : 0, selling_price: sellingPrice, inquiry_product: inquiryProduct };
}

/** A display period whose end is not after its start is refused (104: a bad parameter). */
function requireDisplayPeriod(from: string | null, until: string | null): void {
  const problem = periodProblem(from, until, DISPLAY_PERIOD);
  if (problem) throw new ApiError(ApiCode.REQUIRED_PARAMETER, problem.message, 400);
}

/**
 * Every option of a product must keep a final price of 0 or more at `sellingPrice`.
 * `pending` holds extra prices about to be written in the same transaction (the spreadsheet
 * changes a product's 판매가 and its options' 추가금액 together), which count instead of the stored ones.
 */
async function requireOptionsFit(trx: Kysely<Database>, productNo: number, sellingPrice: number, pending?: ReadonlyMap<number, number>): Promise<void> {
  const rows = await trx.selectFrom('product_option_row').select(['item_group_seq', 'item_names', 'extra_price']).where('product_no', '=', productNo).execute();
  const options = rows.map((row) => ({ name: row.item_names.join(' / '), extraPrice: pending?.get(row.item_group_seq) ?? row.extra_price }));
  refuseValue(optionPricesProblem(sellingPrice, options), ApiCode.PRODUCT_OPTIONS_INVALID);
}

/** A leaf product category and its parent (the lists a product appears in); refused for anything else. */
export async function listingCategories(db: Db, categoryNo: number): Promise<number[]> {
  const category = await db.selectFrom('category').select(['category_no', 'category_no_ref', 'category_type']).where('category_no', '=', categoryNo).executeTakeFirst();
  const child = await db.selectFrom('category').select('category_no').where('category_no_ref', '=', categoryNo).limit(1).executeTakeFirst();
  if (!category || category.category_type !== 'PRODUCT' || child) {
    throw new ApiError(ApiCode.PRODUCT_CATEGORY_UNKNOWN, `카테고리 ${categoryNo}번은 상품을 둘 수 있는 하위 카테고리가 아닙니다.`);
  }
  return category.category_no_ref === null ? [categoryNo] : [category.category_no_ref, categoryNo].sort((a, b) => a - b);
}

export async function brandOf(db: Db, brandNo: number) {
  const brand = await db.selectFrom('brand').select(['brand_no', 'name_ko', 'name_latin', 'department']).where('brand_no', '=', brandNo).executeTakeFirst();
  if (!brand) throw new ApiError(ApiCode.PRODUCT_BRAND_UNKNOWN, `브랜드 ${brandNo}번이 없습니다.`);
  return brand;
}

export function requireNoticeForSale(status: ProductStatus, notice: ProductNotice | null): void {
  if (status === 'ON_SALE' && !isNoticeComplete(notice)) {
    throw new ApiError(ApiCode.PRODUCT_NOTICE_INCOMPLETE, '상품정보제공고시를 모두 채워야 판매중으로 바꿀 수 있습니다.');
  }
}

export async function readNotice(db: Db, productNo: number): Promise<ProductNotice | null> {
  const row = await db.selectFrom('product_notice').select(['notice_group', 'items']).where('product_no', '=', productNo).executeTakeFirst();
  return row ? { group: row.notice_group, items: row.items } : null;
}

async function writeNotice(trx: Transaction<Database>, productNo: number, notice: ProductNotice | null, now: Date): Promise<void> {
  if (!notice) {
    await trx.deleteFrom('product_notice').where('product_no', '=', productNo).execute();
    return;
  }
  await trx
    .insertInto('product_notice')
    .values({ product_no: productNo, notice_group: notice.group, items: JSON.stringify(notice.items), updated_at: now })
    .onConflict((oc) => oc.column('product_no').doUpdateSet({ notice_group: notice.group, items: JSON.stringify(notice.items), updated_at: now }))
    .execute();
}

/** Rebuilds a product's search columns from what it holds now (name, brand, categories, options, 검색어, description). */
export async function refreshSearchColumns(trx: Kysely<Database>, productNo: number): Promise<void> {
  const product = await trx
    .selectFrom('product as p')
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .select(['p.name', 'p.category_nos', 'p.search_keywords', 'p.description', 'b.name_ko', 'b.name_latin'])
    .where('p.product_no', '=', productNo)
    .executeTakeFirstOrThrow();
  const [categories, items] = await Promise.all([
    trx.selectFrom('category').select('name').where('category_no', 'in', product.category_nos.length ? product.category_nos : [0]).orderBy('category_no').execute(),
    trx.selectFrom('product_option_item').select('item_name').where('product_no', '=', productNo).orderBy('item_seq').execute(),
  ]);
  const columns = searchColumns({
    name: product.name,
    brandNameKo: product.name_ko,
    brandNameLatin: product.name_latin,
    categoryNames: categories.map((category) => category.name),
    optionNames: items.map((item) => item.item_name),
    keywords: product.search_keywords,
    description: descriptionText(product.description),
  });
  await trx.updateTable('product').set(columns).where('product_no', '=', productNo).execute();
}

/** The combinations' values must each name one value of every group, once each, at a final price of 0 or more. */
function checkCombinations(options: CreateProductRequest['options'], sellingPrice: number): void {
  const seen = new Set<string>();
  for (const combination of options.combinations) {
    refuseValue(extraPriceProblem(sellingPrice, combination.extraPrice, combination.values.join(' / ')), ApiCode.PRODUCT_OPTIONS_INVALID);
    const fits = combination.values.length === options.groups.length && combination.values.every((value, index) => options.groups[index]!.values.includes(value));
    const key = combination.values.join('\u0000');
    if (!fits || seen.has(key)) throw new ApiError(ApiCode.PRODUCT_OPTIONS_INVALID, `옵션 조합 "${combination.values.join(' / ')}"이 옵션 값과 맞지 않거나 두 번 있습니다.`);
    seen.add(key);
  }
  for (const group of options.groups) {
    if (new Set(group.values).size !== group.values.length) throw new ApiError(ApiCode.PRODUCT_OPTIONS_INVALID, `옵션 "${group.name}"에 같은 값이 두 번 있습니다.`);
  }
}

/**
 * The list filters a new product answers to: the filter items offered in its categories whose
 * name its name or an option value holds (화이트, 오크, 매트 …), so a new white chair is found
 * under the colour filter 화이트 at once. Seeded products carry the generator's own.
 */
async function filterItemsNamed(db: Db, categoryNos: readonly number[], words: readonly string[]): Promise<number[]> {
  const offered = await db
    .selectFrom('filter_item as f')
    .innerJoin('filter_item_category as c', 'c.item_no', 'f.item_no')
    .select(['f.item_no', 'f.name'])
    .where('c.category_no', 'in', [...categoryNos])
    .execute();
  return [...new Set(offered.filter((item) => words.some((word) => word.includes(item.name))).map((item) => item.item_no))].sort((a, b) => a - b);
}

/** A picture for a new product until it has its own: a design of a product of the same category. */
async function borrowedImageKey(db: Db, categoryNo: number): Promise<string> {
  const row = await db.selectFrom('product').select('image_key').where('category_no', '=', categoryNo).orderBy('product_no').limit(1).executeTakeFirst();
  return row?.image_key ?? (await db.selectFrom('product').select('image_key').orderBy('product_no').limit(1).executeTakeFirstOrThrow()).image_key;
}

export async function createProduct(trx: Transaction<Database>, input: CreateProductRequest, now: Date): Promise<{ productNo: number; imageKey: string }> {
  const brand = await brandOf(trx, input.brandNo);
  const categoryNos = await listingCategories(trx, input.categoryNo);
  const prices = priceColumns(input.price, input.sellingPrice, input.inquiryProduct ?? false);
  requireDisplayPeriod(input.displayFrom, input.displayUntil);
  requireNoticeForSale(input.status, input.notice);
  checkCombinations(input.options, input.sellingPrice);
  const { productNo } = (await sql<{ productNo: number }>`select nextval('console_product_no')::int as "productNo"`.execute(trx)).rows[0]!;
  const imageKey = await borrowedImageKey(trx, input.categoryNo);
  const displayFrom = input.displayFrom ? new Date(input.displayFrom) : null;
  const displayUntil = input.displayUntil ? new Date(input.displayUntil) : null;
  await trx
    .insertInto('product')
    .values({
      product_no: productNo,
      name: input.productName,
      brand_no: brand.brand_no,
      department: brand.department,
      category_no: input.categoryNo,
      category_nos: categoryNos,
      filter_item_nos: await filterItemsNamed(trx, categoryNos, [input.productName, ...input.options.groups.flatMap((group) => group.values)]),
      description: input.description,
      ...prices,
      vat_rate: input.vatRate,
      review_cnt: 0,
      popularity: 0,
      created_at: now,
      sampleable: input.sampleable,
      tile_spec: null,
      option_group_seq: productNo,
      image_key: imageKey,
      // Its design's pictures until its own are uploaded (served by every process, see designImageBase).
      main_image_base: designImageBase(imageKey),
      name_terms: [],
      search_terms: [],
      name_text: '',
      search_text: '',
      status: input.status,
      listed: isListed({ status: input.status, displayFrom, displayUntil }, now),
      display_from: displayFrom,
      display_until: displayUntil,
      search_keywords: input.searchKeywords,
      low_stock_threshold: input.lowStockThreshold,
      updated_at: now,
    })
    .execute();
  await writeDeliveries(trx, productNo, input.deliveries);
  const itemSeqs = input.options.groups.map((group, level) => new Map(group.values.map((value, index) => [value, itemSeqOf(productNo, level, index)])));
  await trx
    .insertInto('product_option')
    .values(input.options.groups.map((group, level) => ({ option_seq: optionSeqOf(productNo, level), product_no: productNo, level: level + 1, option_name: group.name, style: group.style })))
    .execute();
  await trx
    .insertInto('product_option_item')
    .values(
      input.options.groups.flatMap((group, level) =>
        group.values.map((value, index) => ({ item_seq: itemSeqOf(productNo, level, index), option_seq: optionSeqOf(productNo, level), product_no: productNo, item_name: value, extra_price: 0, sort_order: index + 1 })),
      ),
    )
    .execute();
  await trx
    .insertInto('product_option_row')
    .values(
      input.options.combinations.map((combination, index) => ({
        item_group_seq: itemGroupSeqOf(productNo, index),
        product_no: productNo,
        item_seqs: combination.values.map((value, level) => itemSeqs[level]!.get(value)!),
        item_names: combination.values,
        extra_price: combination.extraPrice,
        stock_cnt: combination.stockCnt,
        stock_lost_type: combination.stockLostType,
        sort_order: index + 1,
      })),
    )
    .execute();
  await writeNotice(trx, productNo, input.notice, now);
  await refreshSearchColumns(trx, productNo);
  return { productNo, imageKey };
}

async function writeDeliveries(trx: Transaction<Database>, productNo: number, deliveries: CreateProductRequest['deliveries']): Promise<void> {
  await trx.deleteFrom('product_delivery').where('product_no', '=', productNo).execute();
  await trx
    .insertInto('product_delivery')
    .values(
      deliveries.map((delivery, index) => ({
        product_no: productNo,
        delivery_seq: index + 1,
        method: delivery.method,
        fee: delivery.fee,
        free_over: delivery.freeOver,
        pay_type: delivery.payType,
        // Products of one method and fee ship together and pay one fee, as the seed groups them.
        group_key: `${delivery.method}-${delivery.fee}-${delivery.payType}`,
      })),
    )
    .execute();
}

/** What the audit log keeps of a product: the fields an edit can change. */
export async function productState(db: Db, productNo: number) {
  const row = await db
    .selectFrom('product')
    .select(['name', 'brand_no', 'category_no', 'price', 'selling_price', 'inquiry_product', 'status', 'vat_rate', 'search_keywords', 'sampleable', 'display_from', 'display_until', 'low_stock_threshold', 'description'])
    .where('product_no', '=', productNo)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    productName: row.name,
    brandNo: row.brand_no,
    categoryNo: row.category_no,
    price: row.price,
    sellingPrice: row.selling_price,
    inquiryProduct: row.inquiry_product,
    status: row.status,
    vatRate: row.vat_rate,
    searchKeywords: row.search_keywords,
    sampleable: row.sampleable,
    displayFrom: row.display_from?.toISOString() ?? null,
    displayUntil: row.display_until?.toISOString() ?? null,
    lowStockThreshold: row.low_stock_threshold,
    description: row.description,
  };
}
export type ProductState = NonNullable<Awaited<ReturnType<typeof productState>>>;

/** Marks a product changed now (its options or pictures, which are not columns of its row). */
export async function touchProduct(trx: Transaction<Database>, productNo: number, now: Date): Promise<void> {
  await trx.updateTable('product').set({ updated_at: now }).where('product_no', '=', productNo).execute();
}

/** Locks the product's row for the rest of the transaction; undefined when there is none. */
export async function lockProduct(trx: Transaction<Database>, productNo: number) {
  const row = await trx.selectFrom('product').select('product_no').where('product_no', '=', productNo).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/**
 * Applies an edit to a locked product: only the fields sent change. Answers the fields that
 * differ (before/after for the audit log), empty when the edit changed nothing.
 */
export async function updateProduct(
  trx: Transaction<Database>,
  productNo: number,
  edit: UpdateProductRequest,
  now: Date,
  pendingExtraPrices?: ReadonlyMap<number, number>,
): Promise<{ before: Partial<ProductState>; after: Partial<ProductState> }> {
  const current = (await productState(trx, productNo))!;
  const currentNotice = await readNotice(trx, productNo);
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(edit).filter(([key, value]) => value !== undefined && key in current)),
  } as ProductState;
  const notice = edit.notice === undefined ? currentNotice : edit.notice;
  const set: Record<string, unknown> = {};
  if (edit.price !== undefined || edit.sellingPrice !== undefined || edit.inquiryProduct !== undefined) {
    // A new 정가 alone keeps 판매가 where it is, unless that is now above it (no discount then).
    const selling = edit.sellingPrice ?? (edit.price !== undefined && current.sellingPrice === current.price ? edit.price : Math.min(current.sellingPrice, next.price));
    next.sellingPrice = selling;
    Object.assign(set, priceColumns(next.price, selling, next.inquiryProduct));
    if (selling < current.sellingPrice || pendingExtraPrices?.size) await requireOptionsFit(trx, productNo, selling, pendingExtraPrices);
  }
  if (edit.displayFrom !== undefined || edit.displayUntil !== undefined) requireDisplayPeriod(next.displayFrom, next.displayUntil);
  if (edit.productName !== undefined) set.name = edit.productName;
  if (edit.brandNo !== undefined) set.brand_no = (await brandOf(trx, edit.brandNo)).brand_no;
  if (edit.categoryNo !== undefined) {
    set.category_no = edit.categoryNo;
    set.category_nos = await mergedListing(trx, productNo, current.categoryNo, edit.categoryNo);
  }
  if (edit.vatRate !== undefined) set.vat_rate = edit.vatRate;
  if (edit.description !== undefined) set.description = edit.description;
  if (edit.searchKeywords !== undefined) set.search_keywords = edit.searchKeywords;
  if (edit.sampleable !== undefined) set.sampleable = edit.sampleable;
  if (edit.lowStockThreshold !== undefined) set.low_stock_threshold = edit.lowStockThreshold;
  if (edit.status !== undefined) set.status = edit.status;
  if (edit.displayFrom !== undefined) set.display_from = edit.displayFrom ? new Date(edit.displayFrom) : null;
  if (edit.displayUntil !== undefined) set.display_until = edit.displayUntil ? new Date(edit.displayUntil) : null;
  if (edit.status !== undefined || edit.notice !== undefined) requireNoticeForSale(next.status, notice);
  const displayFrom = next.displayFrom ? new Date(next.displayFrom) : null;
  const displayUntil = next.displayUntil ? new Date(next.displayUntil) : null;
  set.listed = isListed({ status: next.status, displayFrom, displayUntil }, now);

  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(current) as (keyof ProductState)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) {
      before[key] = current[key];
      after[key] = next[key];
    }
  }
  if (edit.deliveries !== undefined) {
    await writeDeliveries(trx, productNo, edit.deliveries);
    after.deliveries = edit.deliveries;
  }
  if (edit.notice !== undefined && JSON.stringify(edit.notice) !== JSON.stringify(currentNotice)) {
    await writeNotice(trx, productNo, edit.notice, now);
    before.notice = currentNotice;
    after.notice = edit.notice;
  }
  if (Object.keys(after).length === 0) return { before, after };
  await trx.updateTable('product').set({ ...set, updated_at: now }).where('product_no', '=', productNo).execute();
  const searchable = ['productName', 'brandNo', 'categoryNo', 'searchKeywords', 'description'];
  if (searchable.some((key) => key in after)) await refreshSearchColumns(trx, productNo);
  return { before, after };
}

/** The product's listing categories with the main one swapped: brand and premium lists it is in stay. */
async function mergedListing(trx: Transaction<Database>, productNo: number, from: number, to: number): Promise<number[]> {
  const [{ category_nos: current }, old, next] = await Promise.all([
    trx.selectFrom('product').select('category_nos').where('product_no', '=', productNo).executeTakeFirstOrThrow(),
    listingCategories(trx, from).catch(() => [from]),
    listingCategories(trx, to),
  ]);
  const kept = current.filter((categoryNo) => !old.includes(categoryNo));
  return [...new Set([...kept, ...next])].sort((a, b) => a - b);
}

/** Products whose display period began or ended since they were last written; answers those whose `listed` changed. */
export async function relistByPeriod(db: Kysely<Database>, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('product')
    .set({ listed: sql<boolean>`status <> 'HIDDEN' and (display_from is null or display_from <= ${now}) and (display_until is null or display_until > ${now})` })
    .where((eb) => eb.or([eb('display_from', 'is not', null), eb('display_until', 'is not', null)]))
    .where(sql<boolean>`listed <> (status <> 'HIDDEN' and (display_from is null or display_from <= ${now}) and (display_until is null or display_until > ${now}))`)
    .returning('product_no')
    .execute();
  return rows.map((row) => row.product_no);
}
