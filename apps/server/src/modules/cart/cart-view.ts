import { cartLineView, cartTotals, isPayableLine, SAMPLE_DELIVERY, sampleTotals, type CartLine, type CartTotals, type SampleTotals } from '@maru/domain';
import { productPictureUrl, unitPrices, type ProductDelivery } from '../catalogue';
import { lineCap, SAMPLE_FEE_PER_ORDER } from './cart-rules';
import type { LineRow } from './queries/lines';

/** Samples ship in one parcel for the per-order fee; this group only names it for the domain types. */

export function cartLineOf(row: LineRow, delivery: ProductDelivery | undefined): CartLine {
  // Samples are free: the order pays only the sample delivery fee.
  const prices = row.cartType === 'SAMPLE' ? { price: 0, priceDiscount: 0 } : unitPrices(row.productPrice, row.productDiscount, row.extraPrice);
  return {
    cartSeq: row.cartLineId,
    productNo: row.productNo,
    optionGroupSeq: row.itemGroupSeq,
    qty: row.qty,
    ...prices,
    stockCnt: row.stockCnt,
    stockLostType: row.stockLostType,
    selected: true,
    delivery: row.cartType === 'SAMPLE' ? SAMPLE_DELIVERY : (delivery ?? SAMPLE_DELIVERY),
  };
}

/** One line as the API answers it: stored quantity, current catalogue prices and stock, derived fields. */
export function lineAnswer(row: LineRow, delivery: ProductDelivery | undefined) {
  const view = cartLineView(cartLineOf(row, delivery));
  return {
    cartSeq: row.cartLineId,
    cartType: row.cartType,
    productNo: row.productNo,
    productName: row.productName,
    brandName: row.brandName,
    imageUrl: productPictureUrl(row, 320),
    optionGroupSeq: row.itemGroupSeq,
    itemGroupSeq: row.itemGroupSeq,
    optionName: row.itemNames.join(' / '),
    qty: row.qty,
    price: view.price,
    priceDiscount: view.priceDiscount,
    orderPrice: view.price * row.qty,
    orderPriceDiscount: view.sellingPrice * row.qty,
    stockCnt: row.stockCnt,
    stockLostType: row.stockLostType,
    sellingPrice: view.sellingPrice,
    productOptionsStatus: view.productOptionsStatus,
    maxQty: row.cartType === 'SAMPLE' ? 1 : lineCap(row.stockCnt),
    payable: isPayableLine(view),
    delivery: view.delivery,
  };
}

export type LineAnswer = ReturnType<typeof lineAnswer>;

/** Totals as if every line were ticked; the page recomputes them live for the lines the shopper ticks. */
export function totalsOf(cartType: 'PRODUCT' | 'SAMPLE', lines: readonly CartLine[]): CartTotals | SampleTotals {
  return cartType === 'SAMPLE' ? sampleTotals(lines, { feePerOrder: SAMPLE_FEE_PER_ORDER }) : cartTotals(lines);
}
