import { type CartDelivery, SAMPLE_DELIVERY, type StockLostType } from '@maru/domain';
import { expressionBuilder } from 'kysely';

import type { Database, Db } from '../../db/database';
import { deliveriesOf, optionProductRows, unitPrices } from './cart-reads';

// What the order module reads of the catalogue (issue 24: each module owns its tables):
// current prices, names, stock and delivery terms of the options on a sheet or an order.

/** One option row with its product, brand and delivery terms, as of now. */
export interface CurrentOption {
  productNo: number;
  itemGroupSeq: number;
  productName: string;
  brandName: string;
  optionName: string;
  /** Unit list price and discounted price (0 = none): the product's plus the option's extra. */
  price: number;
  priceDiscount: number;
  vatRate: number;
  stockCnt: number;
  stockLostType: StockLostType;
  sampleable: boolean;
  delivery: CartDelivery;
  /** The product's main uploaded picture folder, null for its design's (productPictureUrl). */
  mainImageBase: string | null;
}

export async function currentOptions(db: Db, itemGroupSeqs: readonly number[]): Promise<Map<number, CurrentOption>> {
  const rows = await optionProductRows(db, itemGroupSeqs);
  if (rows.length === 0) return new Map();
  const deliveries = await deliveriesOf(db, rows.map((row) => row.product_no));
  return new Map(
    rows.map((row) => [
      row.item_group_seq,
      {
        productNo: row.product_no,
        itemGroupSeq: row.item_group_seq,
        productName: row.product_name,
        brandName: row.brand_name,
        optionName: row.item_names.join(' / '),
        ...unitPrices(row.price, row.price_discount, row.extra_price),
        vatRate: row.vat_rate,
        stockCnt: row.stock_cnt,
        stockLostType: row.stock_lost_type,
        sampleable: row.sampleable,
        delivery: deliveries.get(row.product_no) ?? SAMPLE_DELIVERY,
        mainImageBase: row.main_image_base,
      },
    ]),
  );
}

/**
 * Every product's main picture folder, as a table to join on product_no (alias product_picture):
 * the order module's reads of its lines left join it to show each line with its product's
 * current picture (productPictureUrl) in the same statement. A derived table of one table,
 * which PostgreSQL plans as a plain join; its other columns stay the catalogue's.
 */
export function productPictures() {
  return expressionBuilder<Database>().selectFrom('product').select(['product_no', 'main_image_base']).as('product_picture');
}
