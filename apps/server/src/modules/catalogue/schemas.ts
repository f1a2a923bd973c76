import { PRODUCT_LIST_SORTS } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../core/errors';

// Request and answer schemas of the catalogue calls (spec 02 §3 and §7). Field names follow
// the spec where it names them (categoryNo, categoryNoRef, itemRefList, popularKeyword…).

const yn = z.enum(['Y', 'N']);
const positiveInt = z.number().int().positive().max(2_147_483_647);
const won = z.number().int().nonnegative();

/** A product number in a query string: digits only, so '12abc' or '-1' is refused (104). */
const productNoParam = z.string().regex(/^\d{1,10}$/, 'a product number').transform(Number).pipe(positiveInt);

export const productNoQuery = z.object({ productNo: productNoParam });

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

const keyword = z.string().max(100).transform((text) => text.trim());

/**
 * Search criteria of POST /product/v1/search/list and /cnt. Pages start at 1; a page
 * beyond the last is an empty list, not an error.
 */
export const searchCriteriaBody = z.object({
  categorys: z.array(positiveInt).max(200).default([]),
  filters: z.array(positiveInt).max(200).default([]),
  keyword: keyword.optional(),
  page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(1),
  size: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sorted: z.enum(PRODUCT_LIST_SORTS).optional(),
});
export type SearchCriteriaBody = z.infer<typeof searchCriteriaBody>;

/** A comma list in a query string ('101,102'); empty parts are dropped, anything else is refused. */
const numberList = z
  .string()
  .max(2000)
  .regex(/^[\d,\s]*$/, 'comma-separated numbers')
  .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean).map(Number))
  .pipe(z.array(positiveInt).max(200));

/** The GET variant of the count: the same criteria as query parameters. */
export const searchCountQuery = z.object({
  categorys: numberList.default([]),
  filters: numberList.default([]),
  keyword: keyword.optional(),
  sorted: z.enum(PRODUCT_LIST_SORTS).optional(),
});

export const productCardSchema = z.object({
  productNo: z.number().int(),
  productName: z.string(),
  brandNo: z.number().int(),
  brandName: z.string(),
  categoryNo: z.number().int(),
  price: won,
  priceDiscount: won,
  sellingPrice: won,
  discountPercent: z.number().int(),
  saleYn: yn,
  soldOutYn: yn,
  sampleYn: yn,
  likeYn: yn,
  reviewCnt: z.number().int(),
  thumbnailImageUrl: z.string(),
  imageUrl: z.string(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const searchListAnswer = answerOf(
  z.object({ productList: z.array(productCardSchema), page: z.number().int(), size: z.number().int(), hasNext: z.boolean() }),
);
export const searchCountAnswer = answerOf(z.object({ totalCount: z.number().int() }));

export interface CategoryNode {
  categoryNo: number;
  categoryNoRef: number | null;
  categoryType: 'PRODUCT' | 'BRAND' | 'PREMIUM';
  categoryName: string;
  sortOrder: number;
  brandNo: number | null;
  categoryList: CategoryNode[];
}
// Recursive: the id makes it a named OpenAPI component (see plugins/openapi.ts).
const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryNo: z.number().int(),
    categoryNoRef: z.number().int().nullable(),
    categoryType: z.enum(['PRODUCT', 'BRAND', 'PREMIUM']),
    categoryName: z.string(),
    sortOrder: z.number().int(),
    brandNo: z.number().int().nullable(),
    categoryList: z.array(categoryNodeSchema),
  }),
).meta({ id: 'CategoryNode' });
export const categoryTreeAnswer = answerOf(z.object({ categoryList: z.array(categoryNodeSchema) }));

const filterItemSchema = z.object({
  itemNo: z.number().int(),
  itemName: z.string(),
  sortOrder: z.number().int(),
  itemRefList: z.array(z.object({ categoryNo: z.number().int() })),
});
const filterGroupSchema = z.object({
  filterNo: z.number().int(),
  filterName: z.string(),
  sortOrder: z.number().int(),
  itemList: z.array(filterItemSchema),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;
export const filterTreeAnswer = answerOf(z.object({ filterList: z.array(filterGroupSchema) }));

const tileSpecSchema = z.object({ widthMm: z.number(), heightMm: z.number(), piecesPerBox: z.number(), m2PerBox: z.number() });

const optionLevelSchema = z.object({
  optionSeq: z.number().int(),
  optionName: z.string(),
  optionStyle: z.enum(['SELECT', 'RADIO', 'COLOR']),
  itemList: z.array(z.object({ itemSeq: z.number().int(), itemName: z.string(), extraPrice: z.number().int() })),
});

export const productDetailAnswer = answerOf(
  z.object({
    productNo: z.number().int(),
    productName: z.string(),
    brandNo: z.number().int(),
    brandName: z.string(),
    brandNameLatin: z.string(),
    brandCountry: z.string(),
    department: z.string(),
    categoryNo: z.number().int(),
    categoryPath: z.array(z.object({ categoryNo: z.number().int(), categoryName: z.string() })),
    description: z.string(),
    price: won,
    priceDiscount: won,
    vatRate: z.number().int(),
    sellingPrice: won,
    vatPrice: won,
    discountPercent: z.number().int(),
    saleYn: yn,
    soldOutYn: yn,
    sampleYn: yn,
    inquiryProductYn: yn,
    like: z.boolean(),
    likeYn: yn,
    reviewCnt: z.number().int(),
    tileSpec: tileSpecSchema.nullable(),
    thumbnailImageUrl: z.string(),
    imageUrl: z.string(),
    imageList: z.array(z.string()),
    optionGroupSeq: z.number().int(),
    optionList: z.array(optionLevelSchema),
    createdAt: z.string(),
  }),
);

/** Spec 02 §3 product option row, exactly: the *List fields are pipe-joined. */
const optionRowSchema = z.object({
  itemSeqList: z.string(),
  itemNameList: z.string(),
  optionSeqList: z.string(),
  optionNameList: z.string(),
  optionStyleList: z.string(),
  optionGroupSeq: z.number().int(),
  itemGroupSeq: z.number().int(),
  orderPrice: won,
  orderPriceDiscount: won,
  stockCnt: z.number().int(),
  stockLostType: z.enum(['SALE_CLOSE', 'STOCK_ALIM']).nullable(),
  originImageUrl: z.string().nullable(),
  thumbnailImageUrl: z.string().nullable(),
  inquiryProductYn: yn,
  saleYn: yn,
  soldOutYn: yn,
});
export const optionRowsAnswer = answerOf(z.object({ optionList: z.array(optionRowSchema) }));

const deliverySchema = z.object({
  deliverySeq: z.number().int(),
  deliveryMethod: z.enum(['PARCEL', 'FREIGHT', 'DIRECT']),
  methodName: z.string(),
  deliveryFee: won,
  freeOver: won.nullable(),
  payType: z.enum(['PREPAY', 'ARRIVAL']),
  payTypeName: z.string(),
  groupKey: z.string(),
});
export const deliveryListAnswer = answerOf(z.object({ deliveryList: z.array(deliverySchema) }));
export const deliveryMethodsAnswer = answerOf(z.object({ methodList: z.array(z.object({ code: z.string(), name: z.string() })) }));

export const popularKeywordsAnswer = answerOf(z.object({ popularList: z.array(z.object({ popularKeyword: z.string(), rank: z.number().int() })) }));

export const suggestionQuery = z.object({ keyword: keyword.pipe(z.string().min(1)) });
export const suggestionAnswer = answerOf(
  z.object({
    keyword: z.string(),
    productList: z.array(z.object({ productNo: z.number().int(), productName: z.string(), brandName: z.string(), thumbnailImageUrl: z.string() })),
    brandList: z.array(z.object({ brandNo: z.number().int(), brandName: z.string(), brandNameLatin: z.string() })),
    categoryList: z.array(z.object({ categoryNo: z.number().int(), categoryName: z.string(), categoryNoRef: z.number().int().nullable(), parentName: z.string().nullable() })),
  }),
);

export const categorySearchParams = z.object({ categoryType: z.enum(['product', 'brand', 'premium']) });
export const categorySearchQuery = z.object({ keyword: keyword.optional() });
// Recursive: the id makes it a named OpenAPI component (see plugins/openapi.ts).
const facetCategorySchema: z.ZodType<FacetCategory> = z.lazy(() =>
  z.object({
    categoryNo: z.number().int(),
    categoryNoRef: z.number().int().nullable(),
    categoryType: z.string(),
    categoryName: z.string(),
    productCnt: z.number().int(),
    categoryList: z.array(facetCategorySchema),
  }),
).meta({ id: 'FacetCategory' });
export interface FacetCategory {
  categoryNo: number;
  categoryNoRef: number | null;
  categoryType: string;
  categoryName: string;
  productCnt: number;
  categoryList: FacetCategory[];
}
export const categorySearchAnswer = answerOf(
  z.object({
    categoryList: z.array(facetCategorySchema),
    filterList: z.array(
      z.object({
        filterNo: z.number().int(),
        filterName: z.string(),
        itemList: z.array(z.object({ itemNo: z.number().int(), itemName: z.string(), productCnt: z.number().int() })),
      }),
    ),
  }),
);

export const likeParams = z.object({ type: z.enum(['product', 'brand']) });
export const likeBody = z.object({ targetNo: positiveInt });
export const likeQuery = z.object({ targetNo: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(positiveInt) });
export const likeAnswer = answerOf(z.object({ like: z.boolean(), likeYn: yn }));
export const likeListQuery = z.object({
  page: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1)).default(1),
  size: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(20),
});
export const likeListAnswer = answerOf(
  z.object({
    totalCount: z.number().int(),
    productList: z.array(productCardSchema).optional(),
    brandList: z.array(z.object({ brandNo: z.number().int(), brandName: z.string(), brandNameLatin: z.string(), brandCountry: z.string() })).optional(),
  }),
);

export const stockAlimBody = z.object({ productNo: positiveInt, itemGroupSeq: positiveInt });
export const stockAlimQuery = z.object({ itemGroupSeq: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(positiveInt) });
export const stockAlimAnswer = answerOf(z.object({ alim: z.boolean() }));
