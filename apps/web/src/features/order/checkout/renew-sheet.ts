import type { SheetRequest, SheetView } from '@maru/domain';
import { paths } from '@/shared/routing';
import { saveBuyNowItems } from '@/shared/buy-now/buy-now';

/**
 * A new sheet for the lines of an old one: the old one is used up once an order was placed
 * from it (5010), or expired (5001). Cart lines go by cartSeq, 바로 구매 lines as items.
 */
export function sheetRequestFromLines(sheet: SheetView): SheetRequest {
  const cartSeqList = sheet.lines.map((line) => line.cartSeq);
  if (cartSeqList.every((seq): seq is number => seq !== null)) return { orderType: sheet.orderType, cartSeqList };
  return {
    orderType: sheet.orderType,
    // The line's option row is its itemGroupSeq, which the sheet call prefers (as the cart does).
    items: sheet.lines.map((line) => ({ productNo: line.productNo, optionGroupSeq: line.itemGroupSeq, itemGroupSeq: line.itemGroupSeq, qty: line.qty })),
  };
}

/**
 * Where a shopper starts again after a phone's payment failed: the sheet they left from is
 * used up by the order, so the way back makes a new one from the same lines — cart lines by
 * ?cartSeqs=, 바로 구매 items through session storage (never in the URL).
 */
export function restartPathFor(pathname: string, sheet: SheetView): string {
  const request = sheetRequestFromLines(sheet);
  if (!request.cartSeqList) {
    saveBuyNowItems(request.items ?? []);
    return pathname;
  }
  const query = new URLSearchParams({ cartSeqs: request.cartSeqList.join(',') });
  if (pathname === paths.guestOrderCheckout() && sheet.orderType === 'SAMPLE') query.set('orderType', 'SAMPLE');
  return `${pathname}?${query.toString().replace(/%2C/gi, ',')}`;
}
