import {
  ApiCode, REFUND_BUSINESS_DAYS, RETURN_REASONS, returnShippingPayer, returnWindow, type CancelRequest, type ClaimQuantity, type LineActor, type RefundQuoteView, type ReturnReason, type ReturnRequest,
} from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { onLinesConfirmed } from '../../benefit';
import type { OrderDeps } from '../deps';
import { confirmedOrder, lockOrder, orderLines, type OrderLineRow, type OrderRow } from '../queries/orders';
import { afterCommit, type AfterCommit } from './after-commit';
import { finishClaim, refundFor } from './complete-claim';
import { groupByTarget, movesFor } from './line-rules';
import { notifyReturnAccepted } from './notify';
import { isPartial, splitForClaim, splitInMemory } from './partial-lines';
import { claimsOfRequest, insertCancelClaim, insertClaim, setLines } from './queries';

const needsRefundAccount = (order: OrderRow) => order.pay_method === 'vbank' && order.status === 'PAID';

function requireRefundAccount(order: OrderRow, account: CancelRequest['refundAccount']): void {
  if (needsRefundAccount(order) && !account) throw new ApiError(ApiCode.REFUND_ACCOUNT_REQUIRED, '가상계좌로 결제한 주문은 환불받을 계좌를 입력해 주세요.');
}

/** Runs an after-sale change in one transaction holding the order's row lock, then what it left to do. */
export async function underOrderLock<T>(deps: OrderDeps, orderId: number, change: (trx: Transaction<Database>, order: OrderRow, lines: OrderLineRow[], later: AfterCommit) => Promise<T>): Promise<T> {
  const later: AfterCommit = { refunds: [], messages: false, closedAccounts: [] };
  const result = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    return change(trx, order, await orderLines(trx, orderId), later);
  });
  await afterCommit(deps, later);
  return result;
}

/**
 * The shopper cancels lines. Paid lines are cancelled at once and refunded; lines already
 * being prepared become a cancel request the operator decides (they may be packed). A
 * virtual account not yet deposited is cancelled whole (its amount cannot change).
 * Answers the claim numbers made.
 */
export async function requestCancel(deps: OrderDeps, orderId: number, body: CancelRequest): Promise<string[]> {
  return underOrderLock(deps, orderId, async (trx, order, ordered, later) => {
    const repeated = await claimsOfRequest(trx, order.order_id, body.requestKey);
    if (repeated.length > 0) return repeated.map((claim) => claim.claim_no);
    movesFor(ordered, body.lineNos, { type: 'CANCEL' }, 'shopper');
    if (order.status === 'WAITING_DEPOSIT') {
      const open = ordered.filter((line) => line.status === 'WAITING_DEPOSIT').map((line) => line.line_no);
      if (open.some((lineNo) => !body.lineNos.includes(lineNo)) || isPartial(ordered, body.quantities)) {
        throw new ApiError(ApiCode.WHOLE_ORDER_ONLY, '입금 전 가상계좌 주문은 전체 취소만 할 수 있습니다.');
      }
    }
    requireRefundAccount(order, body.refundAccount);
    const { lines, lineNos: claimed } = await splitForClaim(trx, order.order_id, ordered, body.lineNos, body.quantities, 'CANCEL');
    const moves = movesFor(lines, claimed, { type: 'CANCEL' }, 'shopper');
    const now = deps.clock.now();
    const claimNos: string[] = [];
    for (const [target, lineNos] of groupByTarget(moves)) {
      const claim = await insertCancelClaim(trx, order, lineNos, body, { requested_by: 'SHOPPER', staff_id: null, request_key: body.requestKey ?? null });
      claimNos.push(claim.claim_no);
      if (target === 'CANCELLED') {
        await finishClaim(trx, order, lines, claim, later, now);
      } else {
        await setLines(trx, order.order_id, lineNos, target, now, { claim_id: claim.claim_id });
      }
    }
    return claimNos;
  });
}

/**
 * The shopper asks to return delivered lines, within the window their reason allows (7 days
 * for a change of mind, 3 months for goods not as contracted). Who pays the return shipping
 * follows the reason; the refund is fixed when the operator completes the return.
 */
export async function requestReturn(deps: OrderDeps, orderId: number, body: ReturnRequest): Promise<string> {
  return underOrderLock(deps, orderId, async (trx, order, ordered, later) => {
    const [repeated] = await claimsOfRequest(trx, order.order_id, body.requestKey);
    if (repeated) return repeated.claim_no;
    const now = deps.clock.now();
    for (const { line } of movesFor(ordered, body.lineNos, { type: 'REQUEST_RETURN' }, 'shopper')) {
      if (!line.delivered_at || !returnWindow(body.reason, line.delivered_at, now).open) {
        throw new ApiError(ApiCode.RETURN_WINDOW_CLOSED, `${line.product_name}: 반품 신청 기간이 지났습니다.`);
      }
    }
    requireRefundAccount(order, body.refundAccount);
    const { lines, lineNos: claimed } = await splitForClaim(trx, order.order_id, ordered, body.lineNos, body.quantities, 'RETURN');
    const moves = movesFor(lines, claimed, { type: 'REQUEST_RETURN' }, 'shopper');
    const payer = returnShippingPayer(body.reason);
    const claim = await insertClaim(trx, order.order_no, {
      order_id: order.order_id,
      kind: 'RETURN',
      status: 'REQUESTED',
      request_key: body.requestKey ?? null,
      line_nos: claimed,
      reason_code: body.reason,
      reason_text: body.reasonText ?? null,
      requested_by: 'SHOPPER',
      staff_id: null,
      return_shipping_payer: payer,
      refundAccount: body.refundAccount,
    });
    await setLines(trx, order.order_id, claim.line_nos, 'RETURN_REQUESTED', now, { claim_id: claim.claim_id });
    const quote = await refundFor(trx, order, lines, { kind: 'RETURN', lineNos: claim.line_nos, payer });
    await notifyReturnAccepted(trx, order, moves.map((move) => move.line), claim, quote.returnShippingFee);
    later.messages = true;
    return claim.claim_no;
  });
}

/** 구매확정 by the shopper: delivered lines only; final. */
export async function confirmLines(deps: OrderDeps, orderId: number, lineNos: readonly number[]): Promise<void> {
  await underOrderLock(deps, orderId, async (trx, order, lines) => {
    movesFor(lines, lineNos, { type: 'CONFIRM' }, 'shopper');
    const now = deps.clock.now();
    await setLines(trx, order.order_id, lineNos, 'CONFIRMED', now, { confirmed_at: now });
    // Points for the confirmed lines (and an invitation's reward) in the same transaction.
    await onLinesConfirmed(trx, confirmedOrder(order, lines), lineNos, now);
  });
}

/** What a cancel or return of these lines would refund now, for the form before it is sent. */
export async function quoteClaim(
  deps: OrderDeps,
  orderId: number,
  kind: 'CANCEL' | 'RETURN',
  asked: readonly number[],
  reason: string | undefined,
  actor: LineActor = 'shopper',
  quantities?: readonly ClaimQuantity[],
): Promise<RefundQuoteView> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    const ordered = await orderLines(trx, orderId);
    movesFor(ordered, asked, kind === 'CANCEL' ? { type: 'CANCEL' } : { type: 'REQUEST_RETURN' }, actor);
    // Quoted on the lines as the claim would split them, so the preview is the refund the claim gets.
    const { lines, lineNos } = splitInMemory(ordered, asked, quantities, kind);
    const payer = kind === 'RETURN' ? returnShippingPayer(isReturnReason(reason) ? reason : 'CHANGE_OF_MIND') : null;
    const quote = await refundFor(trx, order, lines, { kind, lineNos, payer });
    return {
      refund: quote.refund,
      itemsAmount: quote.itemsAmount,
      deliveryAdjustment: quote.deliveryAdjustment,
      returnShippingFee: quote.returnShippingFee,
      returnShippingPayer: payer,
      remainingAfter: quote.remainingAfter,
      pointsRefund: quote.pointsRefund,
      couponAdjustment: quote.couponAdjustment,
      unpaid: order.status !== 'PAID',
      refundNeedsAccount: needsRefundAccount(order),
      refundBusinessDays: REFUND_BUSINESS_DAYS,
    };
  });
}

const isReturnReason = (reason: string | undefined): reason is ReturnReason => (RETURN_REASONS as readonly (string | undefined)[]).includes(reason);
