import {
  averageRating,
  computeOptionPrice,
  isPremiumCategory,
  joinOptionList,
  normalizeSearchText,
  PremiumCategory,
  type ProductOptionRow,
  queryBigrams,
  rowStatus,
  saleYn,
  soldOutYn,
  toWon,
  type YnFlag,
} from '@maru/domain';
import type { KeywordMatch, OptionItemRow, OptionRowRow, ProductCardRow, ProductCriteria, ProductSort } from './queries';
import type { ProductCard } from './schemas';
import { productImageUrl, type ProductImageWidth } from './seed';
import { groupUnder } from './trees';

// Turns rows into answers. The shopping rules (prices, sale and sold-out flags, option
// lists) come from @maru/domain, so the web app and the server read them the same way.

export const yn = (flag: boolean): YnFlag => (flag ? 'Y' : 'N');

/** Without a chosen sort the list is by popularity, except the premium list (newest first). */
const DEFAULT_SORT: ProductSort = 'PO';

export function effectiveSort(sorted: ProductSort | undefined, categorys: readonly number[]): ProductSort {
  if (sorted) return sorted;
  return categorys.some(isPremiumCategory) ? PremiumCategory.sorted : DEFAULT_SORT;
}

/** How the index looks a keyword up: its bigrams, or for a one-character word the text itself. */
export function keywordMatch(keyword: string | undefined): KeywordMatch | null {
  if (!keyword) return null;
  const terms = queryBigrams(keyword);
  if (terms.length) return { kind: 'terms', terms };
  const text = normalizeSearchText(keyword);
  return text ? { kind: 'text', text } : null;
}

/**
 * Groups the selected filter items by their filter (OR within, AND across), the rule of
 * @maru/domain matchesFilters; an unknown item is a group of its own, so it matches nothing.
 */
export function productCriteria(
  input: { categorys: readonly number[]; filters: readonly number[]; keyword?: string },
  groupOfItem: ReadonlyMap<number, number>,
): ProductCriteria {
  const groups = new Map<string, number[]>();
  for (const itemNo of new Set(input.filters)) {
    const group = groupOfItem.get(itemNo);
    const key = group === undefined ? `item:${itemNo}` : `group:${group}`;
    groups.set(key, [...(groups.get(key) ?? []), itemNo]);
  }
  return { categorys: [...new Set(input.categorys)], filterGroups: [...groups.values()], keyword: keywordMatch(input.keyword) };
}

/**
 * A product's main picture at a width: its first uploaded picture (product_image, through the
 * main_image_base the console keeps on the row) or, without one, its design's picture.
 */
export function productPictureUrl(product: { productNo: number; mainImageBase: string | null }, width: ProductImageWidth): string {
  return product.mainImageBase ? `${product.mainImageBase}/${width}.webp` : productImageUrl(product.productNo, width);
}

export function productCard(row: ProductCardRow): ProductCard {
  const price = computeOptionPrice({ price: row.price, priceDiscount: row.priceDiscount, vatRate: row.vatRate });
  return {
    productNo: row.productNo,
    productName: row.name,
    brandNo: row.brandNo,
    brandName: row.brandName,
    categoryNo: row.categoryNo,
    price: price.originalPrice,
    priceDiscount: price.priceDiscount,
    sellingPrice: price.price,
    discountPercent: price.discountPercent,
    saleYn: saleYn(price.originalPrice, price.priceDiscount),
    soldOutYn: yn(row.soldOut),
    sampleYn: yn(row.sampleable),
    likeYn: yn(row.liked),
    reviewCnt: row.reviewCnt,
    reviewAvg: averageRating(row.reviewRatingSum, row.reviewCnt),
    thumbnailImageUrl: productPictureUrl(row, 320),
    imageUrl: productPictureUrl(row, 640),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OptionLevelView {
  optionSeq: number;
  optionName: string;
  optionStyle: 'SELECT' | 'RADIO' | 'COLOR';
  itemList: { itemSeq: number; itemName: string; extraPrice: number }[];
}

export function optionLevels(items: readonly OptionItemRow[]): OptionLevelView[] {
  return groupUnder(
    items,
    (item) => item.optionSeq,
    (item): OptionLevelView => ({ optionSeq: item.optionSeq, optionName: item.optionName, optionStyle: item.style, itemList: [] }),
    (item) => ({ itemSeq: item.itemSeq, itemName: item.itemName, extraPrice: item.extraPrice }),
  );
}

export interface OptionProduct {
  productNo: number;
  mainImageBase: string | null;
  price: number;
  priceDiscount: number;
  optionGroupSeq: number;
  inquiryProduct: boolean;
}

/**
 * Spec 02 §3 option rows: one per sellable combination, lists joined with '|'. An
 * option's prices are the product's plus the combination's extra; the discounted price
 * stays 0 when the product is not on sale.
 */
export function optionRowViews(product: OptionProduct, levels: readonly OptionLevelView[], rows: readonly OptionRowRow[]): ProductOptionRow[] {
  const base = computeOptionPrice({ price: product.price, priceDiscount: product.priceDiscount });
  return rows.map((row) => {
    // Below 0 only on a row that breaks the value rules: shown as 0, its stock already 0 (saleableStock, 판매 중지).
    const orderPrice = toWon(base.originalPrice + row.extraPrice);
    const orderPriceDiscount = base.priceDiscount > 0 ? toWon(base.priceDiscount + row.extraPrice) : 0;
    return {
      itemSeqList: joinOptionList(row.itemSeqs),
      itemNameList: joinOptionList(row.itemNames),
      optionSeqList: joinOptionList(levels.map((level) => level.optionSeq)),
      optionNameList: joinOptionList(levels.map((level) => level.optionName)),
      optionStyleList: joinOptionList(levels.map((level) => level.optionStyle)),
      // optionGroupSeq names the sellable combination, as the cart's items do (spec 02 §7
      // POST /cart/v1 {productNo, optionGroupSeq, qty}); itemGroupSeq is the same row id.
      optionGroupSeq: row.itemGroupSeq,
      itemGroupSeq: row.itemGroupSeq,
      orderPrice,
      orderPriceDiscount,
      stockCnt: row.stockCnt,
      stockLostType: row.stockLostType,
      originImageUrl: productPictureUrl(product, 1280),
      thumbnailImageUrl: productPictureUrl(product, 320),
      inquiryProductYn: yn(product.inquiryProduct),
      saleYn: saleYn(orderPrice, orderPriceDiscount),
      soldOutYn: soldOutYn(rowStatus(row)),
    };
  });
}
