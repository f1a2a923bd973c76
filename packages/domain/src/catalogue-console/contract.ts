import { z } from 'zod';
import { pageOf, pageNumberParam, pageSizeParam } from '../paging';
import { productNotice } from '../product-notice';
import { adminProductImage } from './pictures';
import { adminProductFile } from './files';
import { PRICE_MAX } from '../value-rules/prices';
import { STOCK_MAX } from '../value-rules/quantities';

// The operator console's catalogue calls (/api/admin/v1/products), declared once: the server
// uses these as route schemas and the console parses its answers with them. Money is integer
// won; times travel as ISO 8601 strings in UTC.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1).max(max);
/** Prices the console accepts: whole won up to 1,000,000,000 (the largest furniture set is ~20,000,000). */
export const consoleWon = z.number().int().min(0).max(PRICE_MAX);

/** A product's sale state: 판매중, 품절 (shown, cannot be bought) or 숨김 (gone from the shop). */
export const PRODUCT_STATUSES = ['ON_SALE', 'SOLD_OUT', 'HIDDEN'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const productStatusLabels: Readonly<Record<ProductStatus, string>> = { ON_SALE: '판매중', SOLD_OUT: '품절', HIDDEN: '숨김' };
export const productStatus = z.enum(PRODUCT_STATUSES);

/** The stock filter: every option at 0, some option at or under the product's threshold, or neither. */
export const STOCK_FILTERS = ['SOLD_OUT', 'LOW', 'IN_STOCK'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const stockFilterLabels: Readonly<Record<StockFilter, string>> = { SOLD_OUT: '재고 없음', LOW: '재고 부족', IN_STOCK: '재고 있음' };

export const ADMIN_PRODUCT_SORTS = ['NEWEST', 'NAME', 'PRICE_ASC', 'PRICE_DESC', 'STOCK_ASC'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const adminProductSortLabels: Readonly<Record<AdminProductSort, string>> = {
  NEWEST: '최근 등록순',
  NAME: '상품명순',
  PRICE_ASC: '판매가 낮은순',
  PRICE_DESC: '판매가 높은순',
  STOCK_ASC: '재고 적은순',
};

/** GET /products: the list's filters, all optional; the console keeps them in its address. */
export const adminProductQuery = z.strictObject({
  /** A product number (digits), or words of the name or the brand. */
  keyword: z.string().trim().max(60).optional(),
  categoryNo: id.optional(),
  brandNo: id.optional(),
  status: productStatus.optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  priceMin: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  priceMax: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('NEWEST'),
  page: pageNumberParam,
  size: pageSizeParam(100, 30),
});
export type AdminProductQuery = z.infer<typeof adminProductQuery>;

export const adminProductRow = z.object({
  productNo: z.number().int(),
  productName: z.string(),
  brandNo: z.number().int(),
  brandName: z.string(),
  categoryNo: z.number().int(),
  categoryName: z.string(),
  /** 정가 */
  price: z.number().int(),
  /** 판매가: what a shopper pays before options */
  sellingPrice: z.number().int(),
  status: productStatus,
  /** Sum over the product's option combinations. */
  stockCnt: z.number().int(),
  options: z.number().int(),
  soldOutOptions: z.number().int(),
  /** Some combination is at or under the product's low-stock threshold. */
  lowStock: z.boolean(),
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductListView = pageOf(adminProductRow);

/** GET /products/choices: the brands (with their department) and categories the filters and the form choose from; `path` reads '타일 > 욕실 타일'. */
export const productChoicesView = z.object({
  brands: z.array(z.object({ brandNo: z.number().int(), name: z.string(), department: z.string() })),
  categories: z.array(z.object({ categoryNo: z.number().int(), name: z.string(), path: z.string(), leaf: z.boolean() })),
});
export type ProductChoicesView = z.infer<typeof productChoicesView>;

export const DELIVERY_METHODS = ['PARCEL', 'FREIGHT', 'DIRECT'] as const;
export const deliveryMethodLabels = { PARCEL: '택배', FREIGHT: '화물', DIRECT: '직접 배송' } as const;
export const deliveryPayTypeLabels = { PREPAY: '선불', ARRIVAL: '착불' } as const;
export const productDeliveryInput = z.strictObject({
  method: z.enum(DELIVERY_METHODS),
  fee: consoleWon,
  /** Free from this order total; null: never free. */
  freeOver: consoleWon.nullable(),
  payType: z.enum(['PREPAY', 'ARRIVAL']),
});
export type ProductDeliveryInput = z.infer<typeof productDeliveryInput>;

export const OPTION_STYLES = ['SELECT', 'RADIO', 'COLOR'] as const;
/** Linked options (spec 02 §4): up to three groups, their values, and one row per combination. */
export const optionGroupInput = z.strictObject({
  name: text(20),
  style: z.enum(OPTION_STYLES).default('SELECT'),
  values: z.array(text(40)).min(1).max(30),
});
export const STOCK_LOST_TYPES = ['STOCK_ALIM', 'SALE_CLOSE'] as const;
export const stockLostTypeLabels = { STOCK_ALIM: '재입고 알림 받기', SALE_CLOSE: '판매 종료' } as const;
export const optionCombinationInput = z.strictObject({
  /** One value of every group, in the groups' order. */
  values: z.array(text(40)).min(1).max(3),
  extraPrice: z.number().int().min(-PRICE_MAX).max(PRICE_MAX),
  stockCnt: z.number().int().min(0).max(STOCK_MAX),
  /** What the combination becomes at 0: a restock alert offer, or a closed sale. */
  stockLostType: z.enum(STOCK_LOST_TYPES).default('STOCK_ALIM'),
});
export const productOptionsInput = z.strictObject({
  groups: z.array(optionGroupInput).min(1).max(3),
  /** Up to 99: a combination's number is the product's number × 100 + its place. */
  combinations: z.array(optionCombinationInput).min(1).max(99),
});
export type ProductOptionsInput = z.infer<typeof productOptionsInput>;

/** What a product's editable fields hold; a new product sends all of them, an edit any. */
const productFields = {
  productName: text(100),
  brandNo: id,
  categoryNo: id,
  /** 정가 */
  price: consoleWon,
  /** 판매가: at most 정가 (equal: no discount); 0 only for a 가격문의 product (value-rules/prices.ts) */
  sellingPrice: consoleWon,
  /** 가격문의 상품: the shop shows 가격문의 instead of a price and does not sell it online. */
  inquiryProduct: z.boolean(),
  vatRate: z.union([z.literal(0), z.literal(10)]),
  deliveries: z.array(productDeliveryInput).min(1).max(3),
  /** Rich text (HTML); sanitised whenever it is read, like the banners. */
  description: z.string().max(50_000),
  searchKeywords: z.array(text(30)).max(20),
  sampleable: z.boolean(),
  status: productStatus,
  displayFrom: z.iso.datetime({ offset: true }).nullable(),
  displayUntil: z.iso.datetime({ offset: true }).nullable(),
  lowStockThreshold: z.number().int().min(0).max(100_000),
  /** 상품정보제공고시: { group, items } (domain product-notice); required before ON_SALE. */
  notice: productNotice.nullable(),
};

export const createProductRequest = z.strictObject({
  ...productFields,
  status: productStatus.default('HIDDEN'),
  description: productFields.description.default(''),
  searchKeywords: productFields.searchKeywords.default([]),
  sampleable: productFields.sampleable.default(false),
  /** Absent: not 가격문의 (false). Optional rather than defaulted, so callers typed before it need not name it. */
  inquiryProduct: productFields.inquiryProduct.optional(),
  vatRate: productFields.vatRate.default(10),
  displayFrom: productFields.displayFrom.default(null),
  displayUntil: productFields.displayUntil.default(null),
  lowStockThreshold: productFields.lowStockThreshold.default(5),
  notice: productFields.notice.default(null),
  options: productOptionsInput,
});
export type CreateProductRequest = z.infer<typeof createProductRequest>;

/** PATCH /products/{productNo}: any of the fields (the pinned ones: productName, price, sellingPrice, status). */
export const updateProductRequest = z.strictObject(productFields).partial();
export type UpdateProductRequest = z.infer<typeof updateProductRequest>;

export const productNoParams = z.strictObject({ productNo: id });

export const adminOptionCombination = z.object({
  itemGroupSeq: z.number().int(),
  values: z.array(z.string()),
  extraPrice: z.number().int(),
  stockCnt: z.number().int(),
  stockLostType: z.enum(STOCK_LOST_TYPES),
});
export const adminProductView = z.object({
  productNo: z.number().int(),
  productName: z.string(),
  brandNo: z.number().int(),
  brandName: z.string(),
  categoryNo: z.number().int(),
  /** Names from the top category down to the product's own. */
  categoryPath: z.array(z.string()),
  price: z.number().int(),
  sellingPrice: z.number().int(),
  inquiryProduct: z.boolean(),
  /** Why the shop does not sell it though its state says 판매중 (its stored prices break the value rules); null when it may. */
  saleBlock: z.string().nullable(),
  vatRate: z.number().int(),
  deliveries: z.array(productDeliveryInput),
  description: z.string(),
  searchKeywords: z.array(z.string()),
  sampleable: z.boolean(),
  status: productStatus,
  displayFrom: z.string().nullable(),
  displayUntil: z.string().nullable(),
  lowStockThreshold: z.number().int(),
  notice: productNotice.nullable(),
  options: z.object({
    groups: z.array(z.object({ name: z.string(), style: z.enum(OPTION_STYLES), values: z.array(z.string()) })),
    combinations: z.array(adminOptionCombination),
  }),
  imageUrl: z.string(),
  /** The product's own pictures in order, the main one first; empty while it shows its design's. */
  images: z.array(adminProductImage),
  /** The PDFs uploaded for it (KC 인증서, manuals), in order. */
  files: z.array(adminProductFile),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductView = z.infer<typeof adminProductView>;

/** PUT /products/{productNo}/options/{itemGroupSeq}: one combination's extra price and what it becomes at 0. */
export const updateCombinationRequest = z.strictObject({
  extraPrice: z.number().int().min(-PRICE_MAX).max(PRICE_MAX).optional(),
  stockLostType: z.enum(STOCK_LOST_TYPES).optional(),
});

/**
 * POST /products/{productNo}/options/values: new values for one option group of an existing
 * product; every new combination (each new value with the other groups' values) is made with
 * `stockCnt` pieces, extra price 0 and a restock offer at 0, to adjust row by row after. Values
 * are not removed (carts and orders name their combinations): a value that is no longer sold
 * has its combinations set to 판매 종료.
 */
export const addOptionValuesRequest = z.strictObject({
  /** The group's place, 0 for the first. */
  level: z.number().int().min(0).max(2),
  values: z.array(text(40)).min(1).max(30),
  stockCnt: z.number().int().min(0).max(STOCK_MAX).default(0),
});
export type AddOptionValuesRequest = z.infer<typeof addOptionValuesRequest>;

/**
 * PATCH /products/{productNo}/options/values: one value of a group renamed (a typo, a maker's
 * new colour name). Its combinations keep their numbers, stock and ledger; carts show the new
 * name at once, orders already placed keep the name they were bought under.
 */
export const renameOptionValueRequest = z.strictObject({
  level: z.number().int().min(0).max(2),
  from: text(40),
  to: text(40),
});
export type RenameOptionValueRequest = z.infer<typeof renameOptionValueRequest>;

// ---- bulk actions on a selection ----

export const bulkProductAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('status'), status: productStatus }),
  z.strictObject({ kind: z.literal('price'), mode: z.enum(['AMOUNT', 'PERCENT']), value: z.number().int().min(-100_000_000).max(100_000_000) }),
  z.strictObject({ kind: z.literal('category'), categoryNo: id }),
]);
export type BulkProductAction = z.infer<typeof bulkProductAction>;
export const bulkProductRequest = z.strictObject({ productNos: z.array(id).min(1).max(1_000), action: bulkProductAction });
export const bulkProductResult = z.object({
  updated: z.number().int(),
  /** Products left as they were, with the reason in Korean (a product with no 고시 cannot go on sale). */
  skipped: z.array(z.object({ productNo: z.number().int(), reason: z.string() })),
});
export type BulkProductResult = z.infer<typeof bulkProductResult>;

// ---- stock and its ledger ----

/** Why stock moved: the first three are the operator's, the rest the shop's own. */
export const STOCK_REASONS = ['RECEIPT', 'ADJUST', 'RETURN', 'ORDER', 'CANCEL', 'OPENING'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const stockReasonLabels: Readonly<Record<StockReason, string>> = {
  RECEIPT: '입고',
  ADJUST: '조정',
  RETURN: '반품 입고',
  ORDER: '주문',
  CANCEL: '주문 취소',
  OPENING: '최초 등록',
};
export const OPERATOR_STOCK_REASONS = ['RECEIPT', 'ADJUST', 'RETURN'] as const;
export const stockMoveRequest = z.strictObject({
  /** Pieces in (+) or out (−); stock never goes below 0. */
  change: z.number().int().min(-1_000_000).max(1_000_000).refine((value) => value !== 0, '0이 아닌 수량을 입력해 주세요.'),
  reason: z.enum(OPERATOR_STOCK_REASONS),
  memo: z.string().trim().max(200).default(''),
});
export type StockMoveRequest = z.infer<typeof stockMoveRequest>;
export const optionSeqParams = z.strictObject({ itemGroupSeq: id });
export const stockLedgerEntry = z.object({
  ledgerId: z.number().int(),
  change: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  memo: z.string(),
  /** The staff member who moved it; null for the shop's own moves (orders, cancels). */
  staffName: z.string().nullable(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type StockLedgerEntry = z.infer<typeof stockLedgerEntry>;
export const stockLedgerQuery = z.strictObject({ page: pageNumberParam, size: pageSizeParam(100, 30) });
export const stockLedgerView = pageOf(stockLedgerEntry);
export const stockMoveResult = z.object({ itemGroupSeq: z.number().int(), stockCnt: z.number().int(), alertsSent: z.number().int() });

/** GET /products/low-stock: combinations at or under their product's threshold, the emptiest first. */
export const lowStockRow = z.object({
  productNo: z.number().int(),
  productName: z.string(),
  itemGroupSeq: z.number().int(),
  values: z.array(z.string()),
  stockCnt: z.number().int(),
  threshold: z.number().int(),
});
export const lowStockView = pageOf(lowStockRow);

// ---- spreadsheets ----

export const importQuery = z.strictObject({ dryRun: z.enum(['true', 'false']).default('true').transform((value) => value === 'true') });
export const importProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;
export const importResult = z.object({ created: z.number().int(), updated: z.number().int(), errors: z.array(importProblem) });
export type ImportResult = z.infer<typeof importResult>;
