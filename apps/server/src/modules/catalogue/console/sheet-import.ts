import {
  createProductRequest, type CreateProductRequest, extraPriceProblem, type ImportProblem, isNoticeComplete, productPriceProblems, NOTICE_GROUP_IDS, type NoticeGroupId, type ProductNotice,
  type ProductStatus, cellExcerpt, quoteCell, readKeywordCell, readOptionCell, SHEET_COLUMNS, type SheetField, sheetLostTypeWords, sheetNo, sheetStatusWords, sheetYes, STOCK_MAX,
  type StockLostType, type UpdateProductRequest,
} from '@maru/domain';
import type { Kysely } from 'kysely';
import { csvRecords } from '../../../core/files/csv-upload';
import type { Database } from '../../../db/database';
import { NOTICE_COLUMNS } from './sheet-layout';

// Reads a products spreadsheet into a plan: what to create, what to change, and every
// problem by row and column. Nothing is written here; the plan is applied in one
// transaction only when it holds no problem (sheet-apply.ts), so a file lands whole or not
// at all. Rows are numbered as Excel shows them: the header is row 1.

export interface PlannedCreate {
  row: number;
  request: CreateProductRequest;
}
export interface PlannedUpdate {
  productNo: number;
  edit: UpdateProductRequest;
}
export interface PlannedCombination {
  productNo: number;
  itemGroupSeq: number;
  extraPrice?: number;
  stockLostType?: StockLostType;
  stockCnt?: number;
}
export interface ImportPlan {
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  combinations: PlannedCombination[];
  errors: ImportProblem[];
  /** Existing products the file changes (fields or combinations). */
  updatedProducts: number;
}

const MAX_ROWS = 50_000;
const statusOfWord = new Map<string, ProductStatus>(Object.entries(sheetStatusWords).flatMap(([code, word]) => [[word, code as ProductStatus], [code, code as ProductStatus]]));
const lostTypeOfWord = new Map<string, StockLostType>(Object.entries(sheetLostTypeWords).flatMap(([code, word]) => [[word, code as StockLostType], [code, code as StockLostType]]));

type Cells = Partial<Record<SheetField, string>>;
interface SheetRow {
  row: number;
  cells: Cells;
  notice: Record<string, string>;
}

class Problems {
  readonly list: ImportProblem[] = [];
  add(row: number, field: SheetField | string, message: string): undefined {
    const column = (SHEET_COLUMNS as Record<string, string>)[field] ?? field;
    if (this.list.length < 1_000) this.list.push({ row, column, message });
    return undefined;
  }
}

async function readRows(file: Buffer, problems: Problems): Promise<SheetRow[]> {
  const read = await csvRecords(file, problems, { maxRows: MAX_ROWS });
  if (!read) return [];
  const { header, data } = read;
  const headers = header.map((cell) => cell.trim());
  const fieldOf = new Map<string, SheetField>(Object.entries(SHEET_COLUMNS).map(([field, label]) => [label, field as SheetField]));
  const noticeOf = new Map(NOTICE_COLUMNS.map((column) => [column.header, column.key]));
  headers.forEach((label, index) => {
    if (label && !fieldOf.has(label) && !noticeOf.has(label)) problems.add(1, cellExcerpt(label), `알 수 없는 열입니다. 내보낸 파일의 열 이름을 그대로 써 주세요. (${index + 1}번째 열)`);
  });
  for (const required of ['productNo', 'productName', 'price', 'sellingPrice', 'status', 'itemGroupSeq'] as const) {
    if (!headers.includes(SHEET_COLUMNS[required])) problems.add(1, required, '꼭 있어야 하는 열이 없습니다.');
  }
  // A file whose columns are wrong is not read further: its rows would only repeat the problem.
  if (problems.list.length) return [];
  return data.map((record, index) => {
    const cells: Cells = {};
    const notice: Record<string, string> = {};
    headers.forEach((label, column) => {
      const value = (record[column] ?? '').trim();
      const field = fieldOf.get(label);
      if (field) cells[field] = value;
      const key = noticeOf.get(label);
      if (key && value) notice[key] = value;
    });
    return { row: index + 2, cells, notice };
  });
}

/** A whole number as Excel may write it (45,900); undefined with a problem noted otherwise. */
function whole(row: SheetRow, field: SheetField, problems: Problems, { min = 0, max = 1_000_000_000 } = {}): number | undefined {
  const cell = (row.cells[field] ?? '').replace(/[,\s원]/g, '');
  if (!/^-?\d+$/.test(cell)) return problems.add(row.row, field, cell ? `숫자가 아닙니다: ${quoteCell(row.cells[field]!)}` : '값이 비어 있습니다.');
  const value = Number(cell);
  if (value < min || value > max) return problems.add(row.row, field, `${min.toLocaleString('ko-KR')}~${max.toLocaleString('ko-KR')} 사이의 수를 입력해 주세요.`);
  return value;
}

/** The product's own fields as one row states them (only the columns the file has). */
interface ProductCells {
  productName?: string;
  brandNo?: number;
  categoryNo?: number;
  price?: number;
  sellingPrice?: number;
  status?: ProductStatus;
  vatRate?: 0 | 10;
  searchKeywords?: string[];
  sampleable?: boolean;
  lowStockThreshold?: number;
  notice?: ProductNotice | null;
}

function productCells(row: SheetRow, problems: Problems): ProductCells {
  // An empty optional cell leaves the field as it is (a new product: its default). 검색어 is
  // the exception: an empty cell is an empty list, as the export writes one.
  const has = (field: SheetField) => Boolean(row.cells[field]);
  const out: ProductCells = {};
  if (row.cells.productName !== undefined) {
    const name = row.cells.productName!;
    if (!name || name.length > 100) problems.add(row.row, 'productName', '상품명은 1~100자로 입력해 주세요.');
    else out.productName = name;
  }
  if (has('brandNo')) out.brandNo = whole(row, 'brandNo', problems, { min: 1, max: 2_147_483_647 });
  if (has('categoryNo')) out.categoryNo = whole(row, 'categoryNo', problems, { min: 1, max: 2_147_483_647 });
  out.price = whole(row, 'price', problems);
  out.sellingPrice = whole(row, 'sellingPrice', problems);
  const status = statusOfWord.get(row.cells.status ?? '');
  if (!status) problems.add(row.row, 'status', `판매중, 품절, 숨김 중 하나로 입력해 주세요. (입력: ${quoteCell(row.cells.status ?? '')})`);
  out.status = status;
  if (has('vatRate')) {
    const rate = whole(row, 'vatRate', problems, { min: 0, max: 10 });
    if (rate !== undefined && rate !== 0 && rate !== 10) problems.add(row.row, 'vatRate', '부가세율은 10 또는 0(면세)입니다.');
    else if (rate !== undefined) out.vatRate = rate as 0 | 10;
  }
  if (row.cells.searchKeywords !== undefined) {
    const words = readKeywordCell(row.cells.searchKeywords!);
    if (words.length > 20 || words.some((word) => word.length > 30)) problems.add(row.row, 'searchKeywords', '검색어는 20개까지, 한 단어 30자까지입니다.');
    else out.searchKeywords = words;
  }
  if (has('sampleable')) {
    const cell = row.cells.sampleable!.toUpperCase();
    if (cell !== sheetYes && cell !== sheetNo) problems.add(row.row, 'sampleable', 'Y 또는 N으로 입력해 주세요.');
    else out.sampleable = cell === sheetYes;
  }
  if (has('lowStockThreshold')) out.lowStockThreshold = whole(row, 'lowStockThreshold', problems, { max: 100_000 });
  if (row.cells.noticeGroup !== undefined) {
    const group = row.cells.noticeGroup!;
    if (!group) out.notice = Object.keys(row.notice).length ? problems.add(row.row, 'noticeGroup', '고시 항목이 있으면 고시분류를 입력해 주세요.') : null;
    else if (!(NOTICE_GROUP_IDS as readonly string[]).includes(group)) problems.add(row.row, 'noticeGroup', `고시분류는 ${NOTICE_GROUP_IDS.join(', ')} 중 하나입니다.`);
    else if (Object.values(row.notice).some((value) => value.length > 500)) problems.add(row.row, 'noticeGroup', '고시 항목은 500자까지입니다.');
    else out.notice = { group: group as NoticeGroupId, items: row.notice };
  }
  return out;
}

const sameNotice = (a: ProductNotice | null, b: ProductNotice | null) => {
  const key = (notice: ProductNotice | null) => (notice ? JSON.stringify([notice.group, Object.entries(notice.items).filter(([, value]) => value.trim()).sort()]) : 'null');
  return key(a) === key(b);
};

/** Rows of one product must agree on the product's own columns. */
function agreeing(rows: SheetRow[], problems: Problems): ProductCells {
  const first = productCells(rows[0]!, problems);
  for (const row of rows.slice(1)) {
    const cells = productCells(row, problems);
    for (const field of Object.keys(cells) as (keyof ProductCells)[]) {
      if (JSON.stringify(cells[field]) !== JSON.stringify(first[field])) {
        problems.add(row.row, field === 'notice' ? 'noticeGroup' : field, `같은 상품의 ${rows[0]!.row}행과 값이 다릅니다.`);
      }
    }
  }
  return first;
}

interface Existing {
  product: { name: string; brand_no: number; category_no: number; price: number; selling_price: number; inquiry_product: boolean; status: ProductStatus; vat_rate: number; search_keywords: string[]; sampleable: boolean; low_stock_threshold: number };
  notice: ProductNotice | null;
  combinations: Map<number, { extra_price: number; stock_cnt: number; stock_lost_type: StockLostType }>;
}

async function readExisting(db: Kysely<Database>, productNos: number[]): Promise<Map<number, Existing>> {
  const existing = new Map<number, Existing>();
  for (let start = 0; start < productNos.length; start += 1_000) {
    const block = productNos.slice(start, start + 1_000);
    const [products, notices, rows] = await Promise.all([
      db.selectFrom('product').select(['product_no', 'name', 'brand_no', 'category_no', 'price', 'selling_price', 'inquiry_product', 'status', 'vat_rate', 'search_keywords', 'sampleable', 'low_stock_threshold']).where('product_no', 'in', block).execute(),
      db.selectFrom('product_notice').select(['product_no', 'notice_group', 'items']).where('product_no', 'in', block).execute(),
      db.selectFrom('product_option_row').select(['product_no', 'item_group_seq', 'extra_price', 'stock_cnt', 'stock_lost_type']).where('product_no', 'in', block).execute(),
    ]);
    for (const { product_no, ...product } of products) existing.set(product_no, { product, notice: null, combinations: new Map() });
    for (const notice of notices) existing.get(notice.product_no)!.notice = { group: notice.notice_group, items: notice.items };
    for (const { product_no, item_group_seq, ...row } of rows) existing.get(product_no)?.combinations.set(item_group_seq, row);
  }
  return existing;
}

/** Leaf product categories, brands and a delivery per category (new products ship as others of their category). */
async function readReferences(db: Kysely<Database>) {
  const [categories, brands, deliveries] = await Promise.all([
    db.selectFrom('category').select(['category_no', 'category_no_ref', 'category_type']).execute(),
    db.selectFrom('brand').select('brand_no').execute(),
    db
      .selectFrom('product_delivery as d')
      .innerJoin('product as p', 'p.product_no', 'd.product_no')
      .distinctOn('p.category_no')
      .select(['p.category_no', 'd.method', 'd.fee', 'd.free_over', 'd.pay_type'])
      .where('d.delivery_seq', '=', 1)
      .orderBy('p.category_no')
      .orderBy('p.product_no')
      .execute(),
  ]);
  const parents = new Set(categories.map((category) => category.category_no_ref));
  return {
    leaves: new Set(categories.filter((category) => category.category_type === 'PRODUCT' && !parents.has(category.category_no)).map((category) => category.category_no)),
    brands: new Set(brands.map((brand) => brand.brand_no)),
    deliveryOf: new Map(deliveries.map((row) => [row.category_no, { method: row.method, fee: row.fee, freeOver: row.free_over, payType: row.pay_type }])),
  };
}

function productEdit(cells: ProductCells, current: Existing): UpdateProductRequest {
  const edit: UpdateProductRequest = {};
  const { product } = current;
  if (cells.productName !== undefined && cells.productName !== product.name) edit.productName = cells.productName;
  if (cells.brandNo !== undefined && cells.brandNo !== product.brand_no) edit.brandNo = cells.brandNo;
  if (cells.categoryNo !== undefined && cells.categoryNo !== product.category_no) edit.categoryNo = cells.categoryNo;
  if (cells.price !== undefined && cells.price !== product.price) edit.price = cells.price;
  if (cells.sellingPrice !== undefined && (cells.sellingPrice !== product.selling_price || edit.price !== undefined)) edit.sellingPrice = cells.sellingPrice;
  if (cells.status !== undefined && cells.status !== product.status) edit.status = cells.status;
  if (cells.vatRate !== undefined && cells.vatRate !== product.vat_rate) edit.vatRate = cells.vatRate;
  if (cells.searchKeywords !== undefined && cells.searchKeywords.join('\u0000') !== product.search_keywords.join('\u0000')) edit.searchKeywords = cells.searchKeywords;
  if (cells.sampleable !== undefined && cells.sampleable !== product.sampleable) edit.sampleable = cells.sampleable;
  if (cells.lowStockThreshold !== undefined && cells.lowStockThreshold !== product.low_stock_threshold) edit.lowStockThreshold = cells.lowStockThreshold;
  if (cells.notice !== undefined && !sameNotice(cells.notice, current.notice)) edit.notice = cells.notice;
  return edit;
}

export async function planImport(db: Kysely<Database>, file: Buffer): Promise<ImportPlan> {
  const problems = new Problems();
  const rows = await readRows(file, problems);
  const plan: ImportPlan = { creates: [], updates: [], combinations: [], errors: problems.list, updatedProducts: 0 };
  if (problems.list.length || rows.length === 0) {
    if (!problems.list.length) problems.add(1, '파일', '가져올 행이 없습니다.');
    return plan;
  }
  // Rows by product: a number names an existing product; rows without one that share a name and brand make one new product.
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const productNo = row.cells.productNo ?? '';
    if (productNo && !/^\d{1,10}$/.test(productNo)) {
      problems.add(row.row, 'productNo', `상품번호는 숫자입니다: ${quoteCell(productNo)}`);
      continue;
    }
    const key = productNo ? `#${Number(productNo)}` : `new\u0000${row.cells.productName ?? ''}\u0000${row.cells.brandNo ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const existingNos = [...groups.keys()].filter((key) => key.startsWith('#')).map((key) => Number(key.slice(1)));
  const [existing, references] = await Promise.all([readExisting(db, existingNos), readReferences(db)]);

  for (const [key, productRows] of groups) {
    const cells = agreeing(productRows, problems);
    const first = productRows[0]!;
    if (cells.brandNo !== undefined && !references.brands.has(cells.brandNo)) problems.add(first.row, 'brandNo', `없는 브랜드번호입니다: ${cells.brandNo}`);
    if (cells.categoryNo !== undefined && !references.leaves.has(cells.categoryNo)) problems.add(first.row, 'categoryNo', `상품을 둘 수 있는 하위 카테고리가 아닙니다: ${cells.categoryNo}`);
    const current = key.startsWith('#') ? existing.get(Number(key.slice(1))) : undefined;
    checkPrices(first, cells, current, problems);
    if (key.startsWith('#')) planUpdate(Number(key.slice(1)), productRows, cells, existing, plan, problems);
    else planCreate(productRows, cells, references.deliveryOf, plan, problems);
  }
  return plan;
}

/**
 * The product's 정가 and 판매가 by the shop's price rules (value-rules/prices.ts): 판매가 at most
 * 정가, and 0 only for a product that is already 가격문의 (the file has no column to make one).
 */
function checkPrices(row: SheetRow, cells: ProductCells, current: Existing | undefined, problems: Problems): void {
  if (cells.price === undefined || cells.sellingPrice === undefined) return;
  const problem = productPriceProblems({ price: cells.price, sellingPrice: cells.sellingPrice, inquiryProduct: current?.product.inquiry_product ?? false })[0];
  if (problem) problems.add(row.row, problem.field, problem.message);
}

/** An option's 추가금액 at the product's (new) 판매가: the option's final price may not fall below 0. */
function checkExtraPrice(row: SheetRow, sellingPrice: number | undefined, extraPrice: number, problems: Problems): void {
  const problem = sellingPrice === undefined ? null : extraPriceProblem(sellingPrice, extraPrice);
  if (problem) problems.add(row.row, 'extraPrice', problem.message);
}

function planUpdate(productNo: number, rows: SheetRow[], cells: ProductCells, existing: Map<number, Existing>, plan: ImportPlan, problems: Problems): void {
  const current = existing.get(productNo);
  if (!current) {
    problems.add(rows[0]!.row, 'productNo', `없는 상품번호입니다: ${productNo}`);
    return;
  }
  const edit = productEdit(cells, current);
  const status = edit.status ?? current.product.status;
  const notice = edit.notice === undefined ? current.notice : edit.notice;
  if (status === 'ON_SALE' && (edit.status !== undefined || edit.notice !== undefined) && !isNoticeComplete(notice)) {
    problems.add(rows[0]!.row, edit.status !== undefined ? 'status' : 'noticeGroup', '상품정보제공고시를 모두 채워야 판매중일 수 있습니다.');
  }
  let changed = Object.keys(edit).length > 0;
  if (changed) plan.updates.push({ productNo, edit });
  const seen = new Set<number>();
  for (const row of rows) {
    const itemGroupSeq = whole(row, 'itemGroupSeq', problems, { min: 1, max: 2_147_483_647 });
    if (itemGroupSeq === undefined) continue;
    const combination = current.combinations.get(itemGroupSeq);
    if (!combination) {
      problems.add(row.row, 'itemGroupSeq', `상품 ${productNo}번의 옵션이 아닙니다: ${itemGroupSeq}. 새 옵션은 상품 화면에서 더해 주세요.`);
      continue;
    }
    if (seen.has(itemGroupSeq)) problems.add(row.row, 'itemGroupSeq', `같은 옵션번호가 두 번 있습니다: ${itemGroupSeq}`);
    seen.add(itemGroupSeq);
    const next: PlannedCombination = { productNo, itemGroupSeq };
    if (row.cells.extraPrice !== undefined) {
      const extraPrice = whole(row, 'extraPrice', problems, { min: -1_000_000_000 });
      if (extraPrice !== undefined && extraPrice !== combination.extra_price) next.extraPrice = extraPrice;
    }
    // A new 판매가 is checked against every option, changed in the file or not.
    checkExtraPrice(row, cells.sellingPrice ?? current.product.selling_price, next.extraPrice ?? combination.extra_price, problems);
    if (row.cells.stockCnt !== undefined) {
      const stockCnt = whole(row, 'stockCnt', problems, { max: STOCK_MAX });
      if (stockCnt !== undefined && stockCnt !== combination.stock_cnt) next.stockCnt = stockCnt;
    }
    if (row.cells.stockLostType !== undefined) {
      const lostType = lostTypeOfWord.get(row.cells.stockLostType);
      if (!lostType) problems.add(row.row, 'stockLostType', '재입고알림 또는 판매종료로 입력해 주세요.');
      else if (lostType !== combination.stock_lost_type) next.stockLostType = lostType;
    }
    if (Object.keys(next).length > 2) {
      plan.combinations.push(next);
      changed = true;
    }
  }
  if (changed) plan.updatedProducts++;
}

function planCreate(rows: SheetRow[], cells: ProductCells, deliveryOf: Map<number, CreateProductRequest['deliveries'][number]>, plan: ImportPlan, problems: Problems): void {
  const first = rows[0]!;
  if (cells.brandNo === undefined) problems.add(first.row, 'brandNo', '새 상품에는 브랜드번호가 필요합니다.');
  if (cells.categoryNo === undefined) problems.add(first.row, 'categoryNo', '새 상품에는 카테고리번호가 필요합니다.');
  const groupNames: string[] = [];
  const values: string[][] = [];
  const combinations: CreateProductRequest['options']['combinations'] = [];
  for (const row of rows) {
    if (row.cells.itemGroupSeq) problems.add(row.row, 'itemGroupSeq', '새 상품의 행에는 옵션번호를 비워 두세요.');
    const option = readOptionCell(row.cells.options ?? '');
    if (!option) {
      problems.add(row.row, 'options', '옵션을 "색상=화이트 / 크기=600×600"처럼 입력해 주세요.');
      continue;
    }
    if (!groupNames.length) groupNames.push(...option.groups);
    if (option.groups.join('\u0000') !== groupNames.join('\u0000')) {
      problems.add(row.row, 'options', `옵션 이름이 ${first.row}행과 다릅니다. (${groupNames.join(', ')})`);
      continue;
    }
    option.values.forEach((value, index) => {
      values[index] ??= [];
      if (!values[index]!.includes(value)) values[index]!.push(value);
    });
    const extraPrice = row.cells.extraPrice ? whole(row, 'extraPrice', problems, { min: -1_000_000_000 }) : 0;
    const stockCnt = whole(row, 'stockCnt', problems, { max: STOCK_MAX });
    const stockLostType = row.cells.stockLostType ? lostTypeOfWord.get(row.cells.stockLostType) : 'STOCK_ALIM';
    if (!stockLostType) problems.add(row.row, 'stockLostType', '재입고알림 또는 판매종료로 입력해 주세요.');
    if (extraPrice === undefined || stockCnt === undefined || !stockLostType) continue;
    checkExtraPrice(row, cells.sellingPrice, extraPrice, problems);
    if (combinations.some((combination) => combination.values.join('\u0000') === option.values.join('\u0000'))) {
      problems.add(row.row, 'options', '같은 옵션 조합이 두 번 있습니다.');
      continue;
    }
    combinations.push({ values: option.values, extraPrice, stockCnt, stockLostType });
  }
  const delivery = cells.categoryNo === undefined ? undefined : deliveryOf.get(cells.categoryNo);
  const status = cells.status ?? 'HIDDEN';
  if (status === 'ON_SALE' && !isNoticeComplete(cells.notice ?? null)) problems.add(first.row, 'status', '상품정보제공고시를 모두 채워야 판매중일 수 있습니다.');
  const parsed = createProductRequest.safeParse({
    productName: cells.productName,
    brandNo: cells.brandNo,
    categoryNo: cells.categoryNo,
    price: cells.price,
    sellingPrice: cells.sellingPrice,
    vatRate: cells.vatRate,
    deliveries: delivery ? [delivery] : [{ method: 'PARCEL', fee: 3_000, freeOver: 50_000, payType: 'PREPAY' }],
    searchKeywords: cells.searchKeywords,
    sampleable: cells.sampleable,
    status,
    lowStockThreshold: cells.lowStockThreshold,
    notice: cells.notice ?? null,
    options: { groups: groupNames.map((name, index) => ({ name, values: values[index] ?? [] })), combinations },
  });
  if (!parsed.success) {
    // Cell problems above already name their columns; this names what only the whole product shows.
    if (!problems.list.some((problem) => rows.some((row) => row.row === problem.row))) {
      const issue = parsed.error.issues[0]!;
      problems.add(first.row, issue.path[0] === 'options' ? 'options' : String(issue.path[0] ?? 'productName'), `새 상품을 만들 수 없습니다: ${issue.path.join('.')} (${issue.message})`);
    }
    return;
  }
  plan.creates.push({ row: first.row, request: parsed.data });
}
