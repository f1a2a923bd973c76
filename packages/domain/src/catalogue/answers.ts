import { z } from 'zod';
import type { ProductOptionRow } from '../options';

// The data of the catalogue calls' answers (spec 02 §3 and §7), declared once: the server's
// routes use them as response schemas (so it cannot send another shape) and the web app
// parses with them (so a renamed field fails the typecheck, not the page). Field names
// follow the spec where it names them (categoryNo, categoryNoRef, itemRefList, totalCount…).

const yn = z.enum(['Y', 'N']);
const won = z.number().int().nonnegative();

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
  /** Average of the real reviews' stars, to one decimal; 0 while there are none. */
  reviewAvg: z.number().min(0).max(5),
  thumbnailImageUrl: z.string(),
  imageUrl: z.string(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const searchListData = z.object({ productList: z.array(productCardSchema), page: z.number().int(), size: z.number().int(), hasNext: z.boolean() });
export const searchCountData = z.object({ totalCount: z.number().int() });

export interface CategoryTreeNode {
  categoryNo: number;
  categoryNoRef: number | null;
  categoryType: 'PRODUCT' | 'BRAND' | 'PREMIUM';
  categoryName: string;
  sortOrder: number;
  brandNo: number | null;
  categoryList: CategoryTreeNode[];
}
// Recursive: the id makes it a named OpenAPI component (see the server's plugins/openapi.ts).
export const categoryNodeSchema: z.ZodType<CategoryTreeNode> = z
  .lazy(() =>
    z.object({
      categoryNo: z.number().int(),
      categoryNoRef: z.number().int().nullable(),
      categoryType: z.enum(['PRODUCT', 'BRAND', 'PREMIUM']),
      categoryName: z.string(),
      sortOrder: z.number().int(),
      brandNo: z.number().int().nullable(),
      categoryList: z.array(categoryNodeSchema),
    }),
  )
  .meta({ id: 'CategoryNode' });
export const categoryTreeData = z.object({ categoryList: z.array(categoryNodeSchema) });

export const filterItemSchema = z.object({
  itemNo: z.number().int(),
  itemName: z.string(),
  sortOrder: z.number().int(),
  itemRefList: z.array(z.object({ categoryNo: z.number().int() })),
});
export const filterGroupSchema = z.object({
  filterNo: z.number().int(),
  filterName: z.string(),
  sortOrder: z.number().int(),
  itemList: z.array(filterItemSchema),
});
export type FilterGroupAnswer = z.infer<typeof filterGroupSchema>;
export type FilterItemAnswer = z.infer<typeof filterItemSchema>;
export const filterTreeData = z.object({ filterList: z.array(filterGroupSchema) });

export const tileSpecSchema = z.object({ widthMm: z.number(), heightMm: z.number(), piecesPerBox: z.number(), m2PerBox: z.number() });

const optionLevelSchema = z.object({
  optionSeq: z.number().int(),
  optionName: z.string(),
  optionStyle: z.enum(['SELECT', 'RADIO', 'COLOR']),
  itemList: z.array(z.object({ itemSeq: z.number().int(), itemName: z.string(), extraPrice: z.number().int() })),
});

/** 상품정보제공고시 as the product page shows it: the group's name and its filled items in the 고시's order (noticeRows). */
export const productNoticeAnswer = z.object({
  groupLabel: z.string(),
  rows: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
});

export const productDetailData = z.object({
  productNo: z.number().int(),
  productName: z.string(),
  brandNo: z.number().int(),
  brandName: z.string(),
  brandNameLatin: z.string(),
  brandCountry: z.string(),
  department: z.string(),
  categoryNo: z.number().int(),
  categoryPath: z.array(z.object({ categoryNo: z.number().int(), categoryName: z.string() })),
  /** Plain text (meta descriptions, structured data). */
  description: z.string(),
  /** The description as the page shows it: HTML the server cleaned with its allow-list. */
  descriptionHtml: z.string(),
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
  /** Average of the real reviews' stars, to one decimal; 0 while there are none. */
  reviewAvg: z.number().min(0).max(5),
  tileSpec: tileSpecSchema.nullable(),
  thumbnailImageUrl: z.string(),
  imageUrl: z.string(),
  imageList: z.array(z.string()),
  optionGroupSeq: z.number().int(),
  optionList: z.array(optionLevelSchema),
  createdAt: z.string(),
  /** Null until the console has saved one. */
  notice: productNoticeAnswer.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailData>;

/** Spec 02 §3 product option row, exactly: the *List fields are pipe-joined. */
export const optionRowSchema = z.object({
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
}) satisfies z.ZodType<ProductOptionRow>;
export const optionRowsData = z.object({ optionList: z.array(optionRowSchema) });

export const deliverySchema = z.object({
  deliverySeq: z.number().int(),
  deliveryMethod: z.enum(['PARCEL', 'FREIGHT', 'DIRECT']),
  methodName: z.string(),
  deliveryFee: won,
  freeOver: won.nullable(),
  payType: z.enum(['PREPAY', 'ARRIVAL']),
  payTypeName: z.string(),
  groupKey: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListData = z.object({ deliveryList: z.array(deliverySchema) });
export const deliveryMethodsData = z.object({ methodList: z.array(z.object({ code: z.string(), name: z.string() })) });

export const likeData = z.object({ like: z.boolean(), likeYn: yn });
export const stockAlimData = z.object({ alim: z.boolean() });
