import { z } from 'zod';

// Answers of the catalogue calls (spec 02 §3, §7). Fields the screens do not use are let
// through untouched; names the server may spell two ways are read through `firstOf`.

const yn = z.enum(['Y', 'N']);
const money = z.coerce.number().catch(0);

export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    categoryNo: z.number(),
    categoryNoRef: z.number().nullable().optional().transform((ref) => ref ?? null),
    categoryType: z.string().optional(),
    categoryName: z.string().optional(),
    name: z.string().optional(),
    categoryList: z.array(categorySchema).optional().default([]),
  }).transform(({ name, categoryName, ...rest }) => ({ ...rest, categoryName: categoryName ?? name ?? '' })),
) as unknown as z.ZodType<Category>;

export interface Category {
  categoryNo: number;
  categoryNoRef: number | null;
  categoryType?: string;
  categoryName: string;
  categoryList: Category[];
}

const filterItemSchema = z
  .object({
    itemNo: z.number(),
    itemName: z.string().optional(),
    name: z.string().optional(),
    // The categories whose lists offer this item; numbers or {categoryNo} entries.
    itemRefList: z
      .array(z.union([z.number(), z.object({ categoryNo: z.number() }).transform((ref) => ref.categoryNo)]))
      .optional()
      .default([]),
  })
  .transform(({ itemName, name, ...rest }) => ({ ...rest, itemName: itemName ?? name ?? '' }));

export const filterGroupSchema = z
  .object({
    filterNo: z.number(),
    filterName: z.string().optional(),
    name: z.string().optional(),
    itemList: z.array(filterItemSchema).optional().default([]),
  })
  .transform(({ filterName, name, ...rest }) => ({ ...rest, filterName: filterName ?? name ?? '' }));

export type FilterGroup = z.output<typeof filterGroupSchema>;
export type FilterItem = FilterGroup['itemList'][number];

export const productSummarySchema = z
  .object({
    productNo: z.number(),
    productName: z.string().optional(),
    name: z.string().optional(),
    brandName: z.string().optional(),
    brandNameKo: z.string().optional(),
    price: money,
    priceDiscount: money.optional().default(0),
    soldOutYn: yn.optional().default('N'),
    likeYn: yn.optional(),
    thumbnailImageUrl: z.string().nullable().optional(),
  })
  .transform((product) => ({
    productNo: product.productNo,
    productName: product.productName ?? product.name ?? '',
    brandName: product.brandName ?? product.brandNameKo ?? '',
    price: product.price,
    priceDiscount: product.priceDiscount,
    soldOutYn: product.soldOutYn,
    likeYn: product.likeYn,
    imageUrl: product.thumbnailImageUrl ?? null,
  }));

export const optionRowSchema = z.object({
  itemSeqList: z.coerce.string(),
  itemNameList: z.string(),
  optionSeqList: z.coerce.string(),
  optionNameList: z.string(),
  optionStyleList: z.string().optional().default(''),
  optionGroupSeq: z.number(),
  itemGroupSeq: z.number(),
  orderPrice: money,
  orderPriceDiscount: money.optional().default(0),
  stockCnt: z.number(),
  stockLostType: z.enum(['SALE_CLOSE', 'STOCK_ALIM']).nullable().catch(null),
  originImageUrl: z.string().nullable().optional().default(null),
  thumbnailImageUrl: z.string().nullable().optional().default(null),
  inquiryProductYn: yn.optional().default('N'),
  saleYn: yn.optional().default('N'),
  soldOutYn: yn.optional().default('N'),
});

const tileSpecSchema = z.object({
  widthMm: z.number(),
  heightMm: z.number(),
  piecesPerBox: z.number(),
  m2PerBox: z.number().optional(),
});
export type TileSpec = z.output<typeof tileSpecSchema>;

export const productDetailSchema = z
  .object({
    productNo: z.number(),
    productName: z.string().optional(),
    name: z.string().optional(),
    brandNo: z.number().optional(),
    brandName: z.string().optional(),
    brandNameLatin: z.string().optional(),
    brandCountry: z.string().optional(),
    optionGroupSeq: z.number().optional(),
    department: z.string().optional(),
    categoryNo: z.number().optional(),
    description: z.string().optional().default(''),
    price: money,
    priceDiscount: money.optional().default(0),
    vatRate: z.number().nullable().optional(),
    soldOutYn: yn.optional().default('N'),
    sampleYn: yn.optional().default('N'),
    likeYn: yn.optional(),
    like: z.boolean().optional(),
    inquiryProductYn: yn.optional(),
    tileSpec: tileSpecSchema.nullable().optional().default(null),
    imageList: z.array(z.string()).optional(),
  })
  .transform((product) => ({
    ...product,
    productName: product.productName ?? product.name ?? '',
    brandName: product.brandName ?? '',
    liked: product.like ?? product.likeYn === 'Y',
  }));
export type ProductDetail = z.output<typeof productDetailSchema>;

export const deliverySchema = z.object({
  deliverySeq: z.number().optional(),
  deliveryMethod: z.string(),
  methodName: z.string().optional(),
  deliveryFee: money,
  freeOver: z.number().nullable().optional().default(null),
  payType: z.enum(['PREPAY', 'ARRIVAL']).catch('PREPAY'),
  payTypeName: z.string().optional(),
});
export type Delivery = z.output<typeof deliverySchema>;

export const deliveryMethodSchema = z.object({
  code: z.string(),
  name: z.string().optional(),
  codeName: z.string().optional(),
});
