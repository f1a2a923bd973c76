import { z } from 'zod';

// The operator console's categories and brands (/api/admin/v1/catalogue/categories and
// …/brands), declared once: the server uses these as route schemas and the console parses its
// answers with them. Categories are at most 2 deep: top categories (상품 부서, the premium list,
// brand lists) and product categories under the product ones.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const categoryName = z.string().trim().min(1).max(40);

export const CATEGORY_TYPES = ['PRODUCT', 'BRAND', 'PREMIUM'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const categoryTypeLabels: Readonly<Record<CategoryType, string>> = { PRODUCT: '상품', BRAND: '브랜드 목록', PREMIUM: '프리미엄 목록' };

export const categoryNoParams = z.strictObject({ categoryNo: id });
export const brandNoParams = z.strictObject({ brandNo: id });

/** One category as the console shows it; `productCnt` counts every product listed in it (any state), children's included. */
export interface ConsoleCategoryNode {
  categoryNo: number;
  parentNo: number | null;
  categoryType: CategoryType;
  name: string;
  depth: number;
  sortOrder: number;
  hidden: boolean;
  brandNo: number | null;
  productCnt: number;
  children: ConsoleCategoryNode[];
}
export const consoleCategoryNode: z.ZodType<ConsoleCategoryNode> = z
  .lazy(() =>
    z.object({
      categoryNo: z.number().int(),
      parentNo: z.number().int().nullable(),
      categoryType: z.enum(CATEGORY_TYPES),
      name: z.string(),
      depth: z.number().int(),
      sortOrder: z.number().int(),
      hidden: z.boolean(),
      brandNo: z.number().int().nullable(),
      productCnt: z.number().int(),
      children: z.array(consoleCategoryNode),
    }),
  )
  .meta({ id: 'ConsoleCategoryNode' });
/** GET /categories: top categories in order, each with its children in order. */
export const consoleCategoryTree = z.object({ categoryList: z.array(consoleCategoryNode) });
export type ConsoleCategoryTree = z.infer<typeof consoleCategoryTree>;

/** POST /categories: a product category at the top (parentNo null) or under a product top category. */
export const createCategoryRequest = z.strictObject({ name: categoryName, parentNo: id.nullable() });
export type CreateCategoryRequest = z.infer<typeof createCategoryRequest>;

/** PATCH /categories/{categoryNo}: only the fields sent change; parentNo moves it (null: to the top). */
export const updateCategoryRequest = z
  .strictObject({ name: categoryName.optional(), parentNo: id.nullable().optional(), hidden: z.boolean().optional() })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), { message: '바꿀 항목이 없습니다.' });
export type UpdateCategoryRequest = z.infer<typeof updateCategoryRequest>;

/** PUT /categories/order: every category of one parent (or every top category), in their new order. */
export const reorderCategoriesRequest = z.strictObject({
  categoryNos: z.array(id).min(1).max(500).refine((nos) => new Set(nos).size === nos.length, { message: '같은 카테고리가 두 번 있습니다.' }),
});
export type ReorderCategoriesRequest = z.infer<typeof reorderCategoriesRequest>;

/** What a category change answers: the category as it is now, and how many products' listings it rewrote. */
export const categoryChangeResult = z.object({ categoryNo: z.number().int(), productsUpdated: z.number().int() });
export type CategoryChangeResult = z.infer<typeof categoryChangeResult>;

/** A logo: an https address or a picture this shop serves (/media/…). */
export const brandLogoUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(url) || (/^\/media\/[\w\-./]+$/.test(url) && !url.includes('..')), { message: 'https 주소나 /media/ 경로를 입력해 주세요.' });

export const consoleBrand = z.object({
  brandNo: z.number().int(),
  nameKo: z.string(),
  nameLatin: z.string(),
  countryKo: z.string(),
  department: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  productCnt: z.number().int(),
});
export type ConsoleBrand = z.infer<typeof consoleBrand>;
export const consoleBrandList = z.object({ list: z.array(consoleBrand) });

/** PATCH /brands/{brandNo}: only the fields sent change; logoUrl null removes the logo. */
export const updateBrandRequest = z
  .strictObject({
    nameKo: z.string().trim().min(1).max(40).optional(),
    nameLatin: z.string().trim().min(1).max(60).optional(),
    countryKo: z.string().trim().max(30).optional(),
    description: z.string().trim().max(2_000).optional(),
    logoUrl: brandLogoUrl.nullable().optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), { message: '바꿀 항목이 없습니다.' });
export type UpdateBrandRequest = z.infer<typeof updateBrandRequest>;

/** GET /api/brand/v1/{brandNo}: a brand as shoppers see it (the shop's brand answer). */
export const shopBrandData = z.object({
  brandNo: z.number().int(),
  brandName: z.string(),
  brandNameLatin: z.string(),
  brandCountry: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  /** The brand's own list in the category tree, when it has one that is not hidden. */
  categoryNo: z.number().int().nullable(),
});
export type ShopBrandData = z.infer<typeof shopBrandData>;

/** Categories under one parent in the order given, numbered 1…n (what PUT /categories/order stores). */
export function moveInOrder(categoryNos: readonly number[], categoryNo: number, by: -1 | 1): number[] {
  const index = categoryNos.indexOf(categoryNo);
  const target = index + by;
  if (index < 0 || target < 0 || target >= categoryNos.length) return [...categoryNos];
  const moved = [...categoryNos];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
