import { ApiCode, priceOrder, SAMPLE_DELIVERY, sellingPrice, type OrderLineView, type OrderPricing, type OrderType } from '@maru/domain';
import { ApiError } from '../../core/http/errors';
import { SAMPLE_FEE_PER_ORDER } from '../cart';
import { productPictureUrl, type CurrentOption } from '../catalogue';
import type { SheetLine } from './tables';

/** A line priced from the catalogue as of now. Samples are free; the order pays the sample fee once. */
export function lineFromOption(option: CurrentOption, orderType: OrderType, qty: number, cartSeq: number | null): SheetLine {
  const sample = orderType === 'SAMPLE';
  return {
    cartSeq,
    productNo: option.productNo,
    itemGroupSeq: option.itemGroupSeq,
    qty,
    productName: option.productName,
    brandName: option.brandName,
    optionName: option.optionName,
    price: sample ? 0 : option.price,
    priceDiscount: sample ? 0 : option.priceDiscount,
    vatRate: option.vatRate,
    delivery: sample ? SAMPLE_DELIVERY : option.delivery,
  };
}

export const optionGone = () => new ApiError(ApiCode.OPTION_NOT_FOUND, '주문서의 상품 중 판매가 끝난 옵션이 있습니다. 장바구니에서 다시 주문해 주세요.');

/** The stored lines with today's prices, names and delivery terms; an option gone from the catalogue refuses. */
export function repriceLines(lines: readonly SheetLine[], orderType: OrderType, current: ReadonlyMap<number, CurrentOption>): SheetLine[] {
  return lines.map((line) => {
    const option = current.get(line.itemGroupSeq);
    if (!option || option.productNo !== line.productNo) throw optionGone();
    return lineFromOption(option, orderType, line.qty, line.cartSeq);
  });
}

export function priceSheet(orderType: OrderType, lines: readonly SheetLine[], zonecode: string | null): OrderPricing {
  return priceOrder({ orderType, lines, zonecode, sampleFee: SAMPLE_FEE_PER_ORDER });
}

/** What a price change means: any unit price, quantity, VAT rate or delivery term of any line. Names may change freely. */
function priceTerms(lines: readonly SheetLine[]): string {
  return JSON.stringify(lines.map((line) => [line.itemGroupSeq, line.qty, line.price, line.priceDiscount, line.vatRate, line.delivery.groupKey, line.delivery.method, line.delivery.fee, line.delivery.freeOver, line.delivery.payType]));
}

/**
 * Whether the shopper accepted these prices. Both sides are priced for the same address,
 * so the 도서산간 surcharge of the receiver's zonecode (which the sheet may not have shown
 * yet) never counts as a change; everything else does.
 */
export function samePrices(accepted: readonly SheetLine[], current: readonly SheetLine[], orderType: OrderType, zonecode: string | null): boolean {
  if (priceTerms(accepted) !== priceTerms(current)) return false;
  return JSON.stringify(priceSheet(orderType, accepted, zonecode).amounts) === JSON.stringify(priceSheet(orderType, current, zonecode).amounts);
}

/**
 * A line as the sheet and the order show it. mainImageBase is the product's as read now: prices
 * and names stay as priced or ordered, while the picture is the product's current one (on purpose).
 */
export function lineView(line: SheetLine & { lineNo: number }, mainImageBase: string | null): OrderLineView {
  const selling = sellingPrice(line);
  return {
    lineNo: line.lineNo,
    cartSeq: line.cartSeq,
    productNo: line.productNo,
    itemGroupSeq: line.itemGroupSeq,
    productName: line.productName,
    brandName: line.brandName,
    optionName: line.optionName,
    imageUrl: productPictureUrl({ productNo: line.productNo, mainImageBase }, 320),
    qty: line.qty,
    price: line.price,
    sellingPrice: selling,
    orderPrice: line.price * line.qty,
    orderPriceDiscount: selling * line.qty,
    deliveryGroupKey: line.delivery.groupKey,
  };
}
