import { pointsExpireAt, type CouponTerms, type CouponUse, type OrderStatus } from '@maru/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { releaseCouponsOf, takeCouponsFor } from './queries/coupons';
import { appendEntry, lockLedger, netSpentOn, pointBalance } from './queries/points';

// What the order module calls as an order's life goes on (through index.ts). Each runs in
// the order's own transaction, under its row lock, and is idempotent: calling it twice, or
// for an order that used no benefit, changes nothing.

type Trx = Transaction<Database>;

async function benefitOf(trx: Trx, orderId: number) {
  return trx.selectFrom('order_benefit').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * The whole order failed, expired or was cancelled: its coupons come back if still valid
 * (an expired coupon stays used up) and every point it still holds is returned, as a new lot
 * that expires a year after the return.
 */
export async function releaseOrderBenefits(trx: Trx, orderId: number, now: Date): Promise<void> {
  await clawBackOrder(trx, orderId, now);
  const benefit = await benefitOf(trx, orderId);
  if (!benefit) return;
  await releaseCouponsOf(trx, orderId, now);
  const held = await netSpentOn(trx, orderId);
  if (held > 0) {
    await appendEntry(trx, { memberId: benefit.member_id, kind: 'SPEND_RETURN', amount: held, at: now, expiresAt: pointsExpireAt(now), orderId, description: '주문 취소로 돌려받음' });
  }
}

/**
 * Points the order's confirmed lines earned are taken back when the payment is cancelled
 * whole after all (an operator cancelling it in PortOne's console): once per line, under
 * the member's ledger lock; the balance may go below zero.
 */
async function clawBackOrder(trx: Trx, orderId: number, now: Date, claimId: number | null = null, lineNos?: readonly number[]): Promise<void> {
  let query = trx.selectFrom('point_ledger').select(['member_id', 'line_no', 'amount']).where('order_id', '=', orderId).where('kind', '=', 'EARN_PURCHASE');
  if (lineNos) query = query.where('line_no', 'in', lineNos.length ? [...lineNos] : [-1]);
  const earned = await query.execute();
  if (earned.length === 0) return;
  await lockLedger(trx, earned[0]!.member_id);
  for (const row of earned) {
    await appendEntry(trx, {
      memberId: row.member_id, kind: 'CLAWBACK', amount: -row.amount, at: now, orderId, lineNo: row.line_no, claimId,
      uniqueKey: `clawback:${orderId}:${row.line_no}`, description: '반품·환불된 상품의 적립금 회수',
    });
  }
}

/**
 * Takes again what a FAILED, ABANDONED or EXPIRED order used, so it can be paid after all
 * (a late payment, or the shopper's 다시 결제): each coupon copy must be free (or still this
 * order's) and valid now, and the balance must cover the points it spent; then the copies
 * are marked used by this order and the points spent again. Answers null when everything
 * was taken, else what was missing — the caller then rolls back to its
 * savepoint (nothing half-taken survives) and refuses. Never lets a copy discount two
 * orders or a balance go below zero.
 */
export async function retakeOrderBenefits(trx: Trx, orderId: number, now: Date): Promise<'coupon' | 'points' | null> {
  const benefit = await benefitOf(trx, orderId);
  if (!benefit) return null;
  const ids = [benefit.product_member_coupon_id, benefit.shipping_member_coupon_id].filter((id): id is number => id !== null);
  if (ids.length > 0 && (await takeCouponsFor(trx, ids, benefit.member_id, orderId, now)) < ids.length) {
    return 'coupon';
  }
  const missing = benefit.points_used - (await netSpentOn(trx, orderId));
  if (missing > 0) {
    await lockLedger(trx, benefit.member_id);
    if ((await pointBalance(trx, benefit.member_id)) < missing) return 'points';
    await appendEntry(trx, { memberId: benefit.member_id, kind: 'SPEND', amount: -missing, at: now, orderId, description: '주문 결제에 사용' });
  }
  return null;
}

const ENDED: readonly OrderStatus[] = ['FAILED', 'ABANDONED', 'EXPIRED', 'CANCELLED'];

/**
 * Called whenever an order's status changes (queries/orders.ts updateOrder): an order that
 * ends unpaid or cancelled gives its coupons and points back. Becoming PAID takes nothing:
 * an open order holds them already, and an ended one is paid only after
 * retakeOrderBenefits took them again.
 */
export async function followOrderStatus(trx: Trx, orderId: number, status: OrderStatus, now: Date): Promise<void> {
  if (ENDED.includes(status)) await releaseOrderBenefits(trx, orderId, now);
}

/** What a refund quote needs to know of the order's benefits (see quoteRefund). */
export interface RefundBenefits {
  coupons: { product: CouponUse | null; shipping: CouponUse | null };
  pointsUsed: number;
  pointsRefundedSoFar: number;
}

const useOf = (terms: CouponTerms | null, lines: number[]): CouponUse | null => (terms ? { terms, eligibleKeys: lines } : null);

export async function refundBenefitsOf(trx: Trx, orderId: number): Promise<RefundBenefits | undefined> {
  const benefit = await benefitOf(trx, orderId);
  if (!benefit) return undefined;
  const held = await netSpentOn(trx, orderId);
  return {
    coupons: { product: useOf(benefit.product_coupon, benefit.product_coupon_lines), shipping: useOf(benefit.shipping_coupon, benefit.shipping_coupon_lines) },
    pointsUsed: benefit.points_used,
    pointsRefundedSoFar: Math.max(0, benefit.points_used - held),
  };
}

export interface CompletedClaim {
  orderId: number;
  memberId: number | null;
  claimId: number;
  lineNos: readonly number[];
  /** The quote's pointsRefund. */
  pointsRefund: number;
  /** No line of the order is left after this claim. */
  everyLineGone: boolean;
  now: Date;
}

/**
 * A cancel or return completed: the points the quote gives back return to the member, the
 * points a refunded line earned at its confirmation are taken back (the balance may go below
 * zero: the refund is not held back for it), and once no line is left the coupons come back
 * if still valid.
 */
export async function onClaimCompleted(trx: Trx, claim: CompletedClaim): Promise<void> {
  if (claim.memberId === null) return;
  const memberId = claim.memberId;
  const { orderId, now } = claim;
  if (claim.pointsRefund > 0) {
    await appendEntry(trx, {
      memberId, kind: 'SPEND_RETURN', amount: claim.pointsRefund, at: now, expiresAt: pointsExpireAt(now), orderId, claimId: claim.claimId,
      uniqueKey: `claim-return:${claim.claimId}`, description: '취소·반품으로 돌려받음',
    });
  }
  await clawBackOrder(trx, orderId, now, claim.claimId, claim.lineNos);
  if (claim.everyLineGone) await releaseCouponsOf(trx, orderId, now);
}

/**
 * The order module split some pieces of a line off into a line of their own (a claim of part
 * of a line): the new line is covered by the coupons that covered the one it came from, so
 * the discount shares and the points of confirmation still see the line's pieces as before.
 */
export async function onOrderLineSplit(trx: Trx, orderId: number, fromLineNo: number, newLineNo: number): Promise<void> {
  await trx
    .updateTable('order_benefit')
    .set({
      product_coupon_lines: sql<number[]>`case when ${fromLineNo} = any(product_coupon_lines) then array_append(product_coupon_lines, ${newLineNo}) else product_coupon_lines end`,
      shipping_coupon_lines: sql<number[]>`case when ${fromLineNo} = any(shipping_coupon_lines) then array_append(shipping_coupon_lines, ${newLineNo}) else shipping_coupon_lines end`,
    })
    .where('order_id', '=', orderId)
    .execute();
}
