import {
  categoryTreeData,
  deliveryListData,
  deliveryMethodsData,
  filterTreeData,
  likeData,
  likeListView,
  optionRowsData,
  PRODUCT_LIST_SORTS,
  productCardSchema,
  productDetailData,
  searchCountData,
  searchListData,
  stockAlimData,
} from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../core/http/errors';

// Request and answer schemas of the catalogue calls (spec 02 §3 and §7). Field names follow
// the spec where it names them (categoryNo, categoryNoRef, itemRefList, popularKeyword…).

const positiveInt = z.number().int().positive().max(2_147_483_647);

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

export type { CategoryTreeNode as CategoryNode, FilterGroupAnswer as FilterGroup, ProductCard } from '@maru/domain';
export { productCardSchema };

// The answers' data is declared once in the domain package, shared with the web app.
export const searchListAnswer = answerOf(searchListData);
export const searchCountAnswer = answerOf(searchCountData);
export const categoryTreeAnswer = answerOf(categoryTreeData);
export const filterTreeAnswer = answerOf(filterTreeData);
export const productDetailAnswer = answerOf(productDetailData);
export const optionRowsAnswer = answerOf(optionRowsData);
export const deliveryListAnswer = answerOf(deliveryListData);
export const deliveryMethodsAnswer = answerOf(deliveryMethodsData);
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
export const likeAnswer = answerOf(likeData);
export const likeListQuery = z.object({
  page: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1)).default(1),
  size: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(20),
});
/** Declared in the domain package (my page's wish list reads it too). */
export const likeListAnswer = answerOf(likeListView);

export const stockAlimBody = z.object({ productNo: positiveInt, itemGroupSeq: positiveInt });
export const stockAlimQuery = z.object({ itemGroupSeq: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(positiveInt) });
export const stockAlimAnswer = answerOf(stockAlimData);
