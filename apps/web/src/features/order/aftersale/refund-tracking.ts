import { TrackingEvent, type ClaimView, type OrderLineView } from '@maru/domain';
import { pushToDataLayerOnce } from '../data-layer';

const KEY = 'maru:refund-pushed';
/** Far more claims than one shopper makes; older entries drop off first. */
const REMEMBERED = 100;

/**
 * Spec 01 §9: a refund is reported as the `refund` event, once per claim, when a cancel or
 * return the shopper asked for has come back completed with money to give back. A staff
 * cancel is the shop's own doing and is not reported here. Unlike Purchase (session
 * storage), the record is kept in local storage: a return completes days after it was
 * asked for, and the shopper may open its page in many sessions.
 *
 * `lines` are the order's lines, for the items' product and option numbers and prices.
 */
export function pushRefundOnce(claim: ClaimView, lines: readonly OrderLineView[], storage: Storage = localStorage): boolean {
  if (claim.requestedBy !== 'SHOPPER' || claim.status !== 'COMPLETED' || !claim.refundAmount) return false;
  const items = claim.lines.map((claimed) => {
    const line = lines.find((candidate) => candidate.lineNo === claimed.lineNo);
    return {
      ...(line ? { item_id: String(line.productNo), item_variant: String(line.itemGroupSeq), price: line.sellingPrice } : {}),
      item_name: claimed.productName,
      quantity: claimed.qty,
    };
  });
  return pushToDataLayerOnce(storage, {
    key: KEY,
    remembered: REMEMBERED,
    id: claim.claimNo,
    event: () => ({ event: TrackingEvent.refund, transaction_id: claim.orderNo, value: claim.refundAmount, currency: 'KRW', items }),
  });
}
