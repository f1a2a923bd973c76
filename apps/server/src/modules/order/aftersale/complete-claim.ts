import { quoteRefund, returnShippingFeeForClaim, type ClaimRefundView, type CouponUse, type RefundQuote } from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { onClaimCompleted, refundBenefitsOf } from '../../benefit';
import { queueRestockAlerts } from '../../catalogue';
import { recordCancel } from '../queries/cancels';
import { updateOrder, type OrderLineRow, type OrderRow } from '../queries/orders';
import { returnLineStock } from '../queries/stock';
import { countCompletedClaim } from '../sales/ledger';
import type { AfterCommit } from './after-commit';
import { isRemoved } from './line-rules';
import { notifyCancelled } from './notify';
import { setLines, settledClaims, updateClaim, type ClaimRow } from './queries';

/** What a completed claim leaves to do after the commit. */
export interface ClaimOutcome {
  refund: number;
  /** The order was waiting for its deposit and is now wholly cancelled: its virtual account is closed. */
  closedAccount: boolean;
}

/** The refund a claim of these lines would get now (also the shopper's preview). */
export async function refundFor(trx: Transaction<Database>, order: OrderRow, lines: readonly OrderLineRow[], claim: { kind: 'CANCEL' | 'RETURN'; lineNos: readonly number[]; payer: 'SHOPPER' | 'SHOP' | null }): Promise<RefundQuote> {
  const { refunded, returnFees } = await settledClaims(trx, order.order_id);
  const refundLines = lines.map((line) => ({ lineNo: line.line_no, qty: line.qty, price: line.price, priceDiscount: line.price_discount, vatRate: line.vat_rate, delivery: line.delivery }));
  const removedBefore = lines.filter((line) => isRemoved(line) && !claim.lineNos.includes(line.line_no)).map((line) => line.line_no);
  const base = { orderType: order.order_type, zonecode: order.receiver_zonecode, sampleFee: order.sample_fee, lines: refundLines, removedBefore, removing: claim.lineNos };
  const returnShippingFee = claim.kind === 'RETURN' && claim.payer ? returnShippingFeeForClaim(claim.payer, base) : 0;
  // Money is in only once the order is paid; a virtual account not yet deposited refunds nothing
  // (its points come back when the order is cancelled whole).
  const paid = order.status === 'PAID';
  const paidAmount = paid ? order.pay_amount : 0;
  const benefits = await refundBenefitsOf(trx, order.order_id);
  const points = paid && benefits ? { pointsUsed: benefits.pointsUsed, pointsRefundedSoFar: benefits.pointsRefundedSoFar } : {};
  const coupons = benefits ? { product: coveringSplits(benefits.coupons.product, lines), shipping: coveringSplits(benefits.coupons.shipping, lines) } : undefined;
  return quoteRefund({ ...base, coupons, ...points, paidAmount, refundedSoFar: refunded, returnFeesSoFar: returnFees, returnShippingFee });
}

/**
 * A coupon covers the lines split off a line it covered (partial-lines.ts): the split is
 * recorded with the benefit module when it is written, and a preview's split, which is never
 * written, is covered here the same way.
 */
function coveringSplits(use: CouponUse | null, lines: readonly OrderLineRow[]): CouponUse | null {
  if (!use) return null;
  const keys = new Set(use.eligibleKeys);
  const splits = lines.filter((line) => line.split_from !== null && keys.has(line.split_from) && !keys.has(line.line_no)).map((line) => line.line_no);
  return splits.length ? { ...use, eligibleKeys: [...use.eligibleKeys, ...splits] } : use;
}

/**
 * What completing each open claim (요청, 수거완료) would refund now, each quoted as if it
 * were decided next: what the operator's confirmation names before the money moves.
 */
export async function openClaimRefunds(db: Kysely<Database>, order: OrderRow, lines: readonly OrderLineRow[], claims: readonly ClaimRow[]): Promise<ClaimRefundView[]> {
  const open = claims.filter((claim) => claim.status === 'REQUESTED' || claim.status === 'PICKED_UP');
  if (open.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const quotes: ClaimRefundView[] = [];
    for (const claim of open) {
      const quote = await refundFor(trx, order, lines, { kind: claim.kind, lineNos: claim.line_nos, payer: claim.return_shipping_payer });
      quotes.push({ claimNo: claim.claim_no, refund: quote.refund, returnShippingFee: quote.returnShippingFee, pointsRefund: quote.pointsRefund });
    }
    return quotes;
  });
}

/**
 * Completes a claim inside the order's lock: the refund is fixed by the domain's quote (what
 * was paid minus what the remaining lines still owe), the lines leave the order, their
 * pieces go back to stock, and the refund is recorded as a payment_cancel to send after the
 * commit. A virtual account cancelled before its deposit closes the order and its account.
 */
export async function completeClaim(trx: Transaction<Database>, order: OrderRow, lines: readonly OrderLineRow[], claim: ClaimRow, now: Date): Promise<ClaimOutcome> {
  const quote = await refundFor(trx, order, lines, { kind: claim.kind, lineNos: claim.line_nos, payer: claim.return_shipping_payer });
  await setLines(trx, order.order_id, claim.line_nos, claim.kind === 'CANCEL' ? 'CANCELLED' : 'RETURNED', now, { claim_id: claim.claim_id });
  await updateClaim(trx, claim.claim_id, {
    status: 'COMPLETED',
    refund_amount: quote.refund,
    return_shipping_fee: quote.returnShippingFee,
    refund_status: quote.refund > 0 ? 'PENDING' : 'NONE',
    completed_at: now,
  });
  // Shoppers waiting for an option that was sold out hear of it in the same transaction.
  // The stock ledger names the order and whether the pieces came back from a cancel or a return.
  const note = { reason: claim.kind === 'CANCEL' ? ('CANCEL' as const) : ('RETURN' as const), orderNo: order.order_no };
  await queueRestockAlerts(trx, await returnLineStock(trx, order.order_id, claim.line_nos, note));
  if (quote.refund > 0 && order.imp_uid) {
    await trx
      .insertInto('payment_cancel')
      .values({ order_id: order.order_id, imp_uid: order.imp_uid, merchant_uid: order.merchant_uid, reason: claimReason(claim), checksum: null, status: 'PENDING', claim_id: claim.claim_id, amount: quote.refund })
      .execute();
  }
  const everyLineGone = lines.every((line) => isRemoved(line) || claim.line_nos.includes(line.line_no));
  await onClaimCompleted(trx, { orderId: order.order_id, memberId: order.member_id, claimId: claim.claim_id, lineNos: claim.line_nos, pointsRefund: quote.pointsRefund, everyLineGone, now });
  const closedAccount = order.status === 'WAITING_DEPOSIT' && everyLineGone;
  if (closedAccount) {
    await updateOrder(trx, order.order_id, { status: 'CANCELLED', failure_reason: '입금 전에 주문을 취소했습니다.' }, now);
    if (order.imp_uid) await recordCancel(trx, { orderId: order.order_id, impUid: order.imp_uid, merchantUid: order.merchant_uid, reason: '입금 전 주문 취소', checksum: null });
  }
  // The dashboard's figures: the refund and the lines leave the day's sales (a paid order's claims only), once per claim.
  if (order.status === 'PAID') await countCompletedClaim(trx, claim.claim_id, now);
  return { refund: quote.refund, closedAccount };
}

function claimReason(claim: ClaimRow): string {
  return `${claim.kind === 'CANCEL' ? '주문 취소' : '반품'} ${claim.claim_no}`;
}

/** Completes a claim and leaves its refund, a closed virtual account and the messages to after the commit. */
export async function finishClaim(trx: Transaction<Database>, order: OrderRow, lines: readonly OrderLineRow[], claim: ClaimRow, later: AfterCommit, now: Date): Promise<void> {
  const outcome = await completeClaim(trx, order, lines, claim, now);
  later.refunds.push(claim.claim_id);
  if (outcome.closedAccount && order.imp_uid) later.closedAccounts.push(order.imp_uid);
  if (claim.kind === 'CANCEL') await notifyCancelled(trx, order, lines.filter((line) => claim.line_nos.includes(line.line_no)), claim);
  later.messages = true;
}
