import type { CartDelivery, DeliveryMethod, ProductOptionRow, StockLostType } from '@maru/domain';
import { joinOptionList, rowStatus, saleBlockReason, saleYn, soldOutYn, toWon } from '@maru/domain';

import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { saleableStock } from './queries/products';

// What the cart reads of the catalogue (issue 24: each module owns its tables): an option's
// current price, stock and names, each product's delivery terms and option rows. Prices and
// stock are never stored in the cart: they are read here at every view.

export interface UnitPrices {
  /** The option's list price: the product's price plus the option's extra price. */
  price: number;
  /** The option's discounted price, or 0 when the product is not on sale. */
  priceDiscount: number;
}

/**
 * Option extras are added to both the list and the discounted price of the product. A sum
 * below 0 (a row that breaks the value rules; its stock reads as 0, saleableStock) is shown as
 * 0, never as a negative price that no answer schema allows.
 */
export function unitPrices(productPrice: number, productDiscount: number, extraPrice: number): UnitPrices {
  const onSale = saleYn(productPrice, productDiscount) === 'Y';
  return { price: toWon(productPrice + extraPrice), priceDiscount: onSale ? toWon(productDiscount + extraPrice) : 0 };
}

export interface CartOption {
  productNo: number;
  itemGroupSeq: number;
  stockCnt: number;
  stockLostType: StockLostType | null;
  sampleable: boolean;
  productName: string;
  itemNames: string[];
}

export async function findCartOption(db: Db, itemGroupSeq: number): Promise<CartOption | undefined> {
  const row = await db
    .selectFrom('product_option_row as r')
    .innerJoin('product as p', 'p.product_no', 'r.product_no')
    .select(['r.product_no', 'r.item_group_seq', saleableStock.as('stock_cnt'), 'r.stock_lost_type', 'r.item_names', 'p.sampleable', 'p.name'])
    .where('r.item_group_seq', '=', itemGroupSeq)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    productNo: row.product_no,
    itemGroupSeq: row.item_group_seq,
    stockCnt: row.stock_cnt,
    stockLostType: row.stock_lost_type,
    sampleable: row.sampleable,
    productName: row.name,
    itemNames: row.item_names,
  };
}

export type ProductDelivery = CartDelivery;

/** The first delivery option of each product: the one the cart ships it with (one array parameter: the review seed asks for every product, over 65,535 of them in a 100,000-product catalogue). */
export async function deliveriesOf(db: Db, productNos: readonly number[]): Promise<Map<number, ProductDelivery>> {
  if (productNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_delivery as d')
    .innerJoin('delivery_method as m', 'm.code', 'd.method')
    .select(['d.product_no', 'd.delivery_seq', 'd.fee', 'd.free_over', 'd.pay_type', 'd.group_key', 'm.name'])
    .where('d.product_no', '=', sql<number>`any(${[...new Set(productNos)]}::int[])`)
    .orderBy('d.product_no')
    .orderBy('d.delivery_seq')
    .execute();
  const byProduct = new Map<number, ProductDelivery>();
  for (const row of rows) {
    if (byProduct.has(row.product_no)) continue;
    byProduct.set(row.product_no, {
      groupKey: row.group_key,
      method: row.name as DeliveryMethod,
      fee: row.fee,
      freeOver: row.free_over,
      payType: row.pay_type,
    });
  }
  return byProduct;
}

/** The product's option rows in the product page's shape (spec 02 §3), for the change-option popup. */
export async function productOptionRows(db: Db, productNo: number): Promise<ProductOptionRow[]> {
  const product = await db
    .selectFrom('product')
    .select(['price', 'price_discount', 'selling_price', 'inquiry_product', 'option_group_seq', 'status', 'listed'])
    .where('product_no', '=', productNo)
    .executeTakeFirst();
  if (!product) return [];
  const levels = await db
    .selectFrom('product_option')
    .select(['option_seq', 'option_name', 'style'])
    .where('product_no', '=', productNo)
    .orderBy('level')
    .execute();
  const rows = await db
    .selectFrom('product_option_row')
    .selectAll()
    .where('product_no', '=', productNo)
    .orderBy('sort_order')
    .orderBy('item_group_seq')
    .execute();
  const onSale = product.status === 'ON_SALE' && product.listed;
  return rows.map((row) => {
    const prices = unitPrices(product.price, product.price_discount, row.extra_price);
    const sellable = saleBlockReason({ price: product.price, priceDiscount: product.price_discount, sellingPrice: product.selling_price, inquiryProduct: product.inquiry_product }, row.extra_price) === null;
    const stockCnt = onSale && sellable ? row.stock_cnt : 0;
    return {
      itemSeqList: joinOptionList(row.item_seqs),
      itemNameList: joinOptionList(row.item_names),
      optionSeqList: joinOptionList(levels.map((level) => level.option_seq)),
      optionNameList: joinOptionList(levels.map((level) => level.option_name)),
      optionStyleList: joinOptionList(levels.map((level) => level.style)),
      // As on the product page: the product's option group, and the row as itemGroupSeq.
      optionGroupSeq: product.option_group_seq,
      itemGroupSeq: row.item_group_seq,
      orderPrice: prices.price,
      orderPriceDiscount: prices.priceDiscount,
      stockCnt,
      stockLostType: row.stock_lost_type,
      originImageUrl: null,
      thumbnailImageUrl: null,
      inquiryProductYn: product.inquiry_product ? 'Y' : 'N',
      saleYn: saleYn(prices.price, prices.priceDiscount),
      soldOutYn: soldOutYn(rowStatus({ stockCnt, stockLostType: row.stock_lost_type })),
    };
  });
}

/** An option's current product, brand, price and stock facts, as the cart shows its lines. */
export interface CartOptionFacts {
  productName: string;
  brandName: string;
  productPrice: number;
  productDiscount: number;
  extraPrice: number;
  stockCnt: number;
  stockLostType: StockLostType | null;
  itemNames: string[];
  sampleable: boolean;
  /** The product's main uploaded picture folder, null for its design's (productPictureUrl). */
  mainImageBase: string | null;
}

/** The facts of several options at once, by item_group_seq; options that no longer exist are absent. */
/** Option rows with their product and brand, as of now (the cart's lines and the order's sheet read these). */
export async function optionProductRows(db: Db, itemGroupSeqs: readonly number[]) {
  const ids = [...new Set(itemGroupSeqs)];
  if (ids.length === 0) return [];
  return db
    .selectFrom('product_option_row as r')
    .innerJoin('product as p', 'p.product_no', 'r.product_no')
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .select([
      'r.product_no', 'r.item_group_seq', 'r.item_names', 'r.extra_price', saleableStock.as('stock_cnt'), 'r.stock_lost_type',
      'p.name as product_name', 'p.price', 'p.price_discount', 'p.vat_rate', 'p.sampleable', 'p.main_image_base', 'b.name_ko as brand_name',
    ])
    .where('r.item_group_seq', 'in', ids)
    .execute();
}

export async function cartOptionFacts(db: Db, itemGroupSeqs: readonly number[]): Promise<Map<number, CartOptionFacts>> {
  const rows = await optionProductRows(db, itemGroupSeqs);
  return new Map(
    rows.map((row) => [
      row.item_group_seq,
      {
        productName: row.product_name,
        brandName: row.brand_name,
        productPrice: row.price,
        productDiscount: row.price_discount,
        extraPrice: row.extra_price,
        stockCnt: row.stock_cnt,
        stockLostType: row.stock_lost_type,
        itemNames: row.item_names,
        sampleable: row.sampleable,
        mainImageBase: row.main_image_base,
      },
    ]),
  );
}
