import { api, shopApi } from '@/shared/api';

// What the shelves and the brand strip below the home page's first screen read. They come in
// their own chunk (HomeShelves) after the first render.

export interface ProductCardData {
  productNo: number;
  name: string;
  brandName: string;
  price: number;
  /** The price charged; equal to price when there is no discount. */
  sellingPrice: number;
  imageUrl: string;
  soldOut: boolean;
}

type Raw = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const firstOf = (raw: Raw, keys: string[]): unknown => keys.map((key) => raw[key]).find((value) => value !== undefined && value !== null);

function productListOf(data: unknown): Raw[] {
  if (Array.isArray(data)) return data as Raw[];
  if (typeof data !== 'object' || data === null) return [];
  const list = firstOf(data as Raw, ['list', 'productList', 'content', 'items']);
  return Array.isArray(list) ? (list as Raw[]) : [];
}

/**
 * The catalogue search list, read defensively: the home page only needs a card's worth of
 * each product and must not break if the list gains or renames a field.
 */
export function productCardsOf(data: unknown): ProductCardData[] {
  return productListOf(data).flatMap((raw) => {
    const productNo = num(firstOf(raw, ['productNo', 'productSeq', 'id']));
    const name = text(firstOf(raw, ['productName', 'name']));
    if (!productNo || !name) return [];
    const price = num(raw.price);
    const discounted = num(firstOf(raw, ['priceDiscount', 'sellingPrice']));
    const brand = raw.brand as Raw | undefined;
    return [
      {
        productNo,
        name,
        brandName: text(firstOf(raw, ['brandName', 'brandNameKo'])) || text(brand?.nameKo ?? brand?.name),
        price,
        sellingPrice: discounted > 0 && discounted < price ? discounted : price,
        imageUrl: text(firstOf(raw, ['thumbnailImageUrl', 'imageUrl', 'originImageUrl', 'image'])),
        soldOut: raw.soldOutYn === 'Y' || raw.soldOut === true,
      },
    ];
  });
}

/** Whole-percent discount, rounded down (spec 02 §5). */
export function discountPercent(price: number, sellingPrice: number): number {
  return price > 0 && sellingPrice < price ? Math.floor(((price - sellingPrice) / price) * 100) : 0;
}

export const productShelfKey = (sorted: 'NE' | 'PO') => `home-products:${sorted}`;

/** Eight new or popular products, kept for 5 minutes; not retried. */
export const fetchProductShelf = async (sorted: 'NE' | 'PO'): Promise<ProductCardData[]> =>
  productCardsOf((await shopApi.post('/product/v1/search/list', { categorys: [], filters: [], page: 1, size: 8, sorted })).data);

export const PRODUCT_SHELF_MAX_AGE_MS = 5 * 60_000;

export interface BrandEntry {
  categoryNo: number;
  name: string;
}

export const BRAND_STRIP_KEY = 'home-brands';
export const BRAND_STRIP_MAX_AGE_MS = 30 * 60_000;

/** Brand categories of the category tree, for the brand strip; not retried. */
export async function fetchBrandStrip(): Promise<BrandEntry[]> {
  const data = (await api.get('/category/v1/all')).data;
  const list = Array.isArray(data) ? data : (data as Raw | undefined)?.categoryList;
  if (!Array.isArray(list)) return [];
  const nodes = (list as Raw[]).flatMap((node) => [node, ...(Array.isArray(node.categoryList) ? (node.categoryList as Raw[]) : [])]);
  return nodes
    .filter((node) => node.categoryType === 'BRAND' && typeof node.categoryNo === 'number' && node.categoryNoRef != null)
    .map((node) => ({ categoryNo: node.categoryNo as number, name: text(firstOf(node, ['categoryName', 'name'])) }))
    .filter((brand) => brand.name !== '');
}
