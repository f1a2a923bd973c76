import { ApiCode, isValidTrackingNo, normalizeTrackingNo, type AuditAction, type LineEvent, type LineStatus } from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { recordAudit, type AuditActor } from '../../staff';
import { sendPendingRefund } from '../cancels';
import type { OrderDeps } from '../deps';
import type { OrderLineRow, OrderRow } from '../queries/orders';
import { finishClaim } from './complete-claim';
import { claimNotFound, groupByTarget, movesFor } from './line-rules';
import { notifyShipped } from './notify';
import { findClaimByNo, insertCancelClaim, setLines, updateClaim, type CancelClaimInput, type ClaimRow } from './queries';
import { underOrderLock } from './shopper-claims';

// What the operator console does to orders: move lines along (prepare, ship, deliver),
// cancel, and decide the shoppers' cancel and return requests. Every action is checked by
// the domain's state machine with the staff actor and written to the audit log in the same
// transaction, with the lines' states before and after.

type Trx = Transaction<Database>;

const linesState = (lines: readonly OrderLineRow[], lineNos: readonly number[]) =>
  Object.fromEntries(lines.filter((line) => lineNos.includes(line.line_no)).map((line) => [`line${line.line_no}`, line.status]));

async function audit(trx: Trx, actor: AuditActor, action: AuditAction, targetType: 'order' | 'claim', targetId: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  await recordAudit(trx, { ...actor, action, targetType, targetId, before, after });
}

/** A line event on named lines of an order, all or none. */
async function moveLines(deps: OrderDeps, orderId: number, lineNos: readonly number[], event: LineEvent, action: AuditAction, actor: AuditActor, extra: (now: Date) => Record<string, unknown> = () => ({})): Promise<void> {
  await underOrderLock(deps, orderId, async (trx, order, lines) => {
    const moves = movesFor(lines, lineNos, event, 'staff');
    const now = deps.clock.now();
    for (const [target, targetLines] of groupByTarget(moves)) await setLines(trx, order.order_id, targetLines, target, now, extra(now));
    const after = Object.fromEntries(moves.map(({ line, to }) => [`line${line.line_no}`, to]));
    await audit(trx, actor, action, 'order', order.order_no, linesState(lines, lineNos), { ...after, ...extra(now) });
  });
}

export async function prepareLines(deps: OrderDeps, orderId: number, lineNos: readonly number[], actor: AuditActor): Promise<void> {
  await moveLines(deps, orderId, lineNos, { type: 'PREPARE' }, 'order.prepare', actor);
}

export async function deliverLines(deps: OrderDeps, orderId: number, lineNos: readonly number[], actor: AuditActor): Promise<void> {
  await moveLines(deps, orderId, lineNos, { type: 'DELIVER' }, 'order.deliver', actor, (now) => ({ delivered_at: now }));
}

/** What a parcel carries: which lines, the carrier and its tracking number. */
export interface Shipment {
  lineNos: readonly number[];
  carrierCode: string;
  trackingNo: string;
}

/**
 * 배송중 with the carrier and tracking number, on an order whose row lock the caller holds:
 * the state machine, the tracking columns, the audit entry and the shopper's tracking
 * message, all in the caller's transaction. The single ship call and the 송장 spreadsheet
 * both ship through here. Answers the line numbers shipped.
 */
export async function shipLockedLines(trx: Trx, order: OrderRow, lines: readonly OrderLineRow[], shipment: Shipment, actor: AuditActor, now: Date): Promise<number[]> {
  if (!isValidTrackingNo(shipment.carrierCode, shipment.trackingNo)) throw new ApiError(ApiCode.INVALID_TRACKING_NO, '택배사와 송장번호를 확인해 주세요.');
  const trackingNo = normalizeTrackingNo(shipment.carrierCode, shipment.trackingNo);
  const moves = movesFor(lines, shipment.lineNos, { type: 'SHIP' }, 'staff');
  const shipped = moves.map((move) => move.line.line_no);
  await setLines(trx, order.order_id, shipped, 'SHIPPING', now, { carrier_code: shipment.carrierCode, tracking_no: trackingNo, shipped_at: now });
  await audit(trx, actor, 'order.ship', 'order', order.order_no, linesState(lines, shipped), { ...Object.fromEntries(shipped.map((lineNo) => [`line${lineNo}`, 'SHIPPING'])), carrier: shipment.carrierCode, trackingNo });
  await notifyShipped(trx, order, moves.map((move) => move.line), shipment.carrierCode, trackingNo);
  return shipped;
}

/** 배송중 with the carrier and tracking number; the shopper gets the tracking message. */
export async function shipLines(deps: OrderDeps, orderId: number, body: Shipment, actor: AuditActor): Promise<void> {
  if (!isValidTrackingNo(body.carrierCode, body.trackingNo)) throw new ApiError(ApiCode.INVALID_TRACKING_NO, '택배사와 송장번호를 확인해 주세요.');
  await underOrderLock(deps, orderId, async (trx, order, lines, later) => {
    await shipLockedLines(trx, order, lines, body, actor, deps.clock.now());
    later.messages = true;
  });
}

/** The shop cancels lines itself (out of stock, a shopper's call): at once, with the refund. */
export async function staffCancel(
  deps: OrderDeps,
  orderId: number,
  body: CancelClaimInput & { lineNos: readonly number[] },
  actor: AuditActor,
): Promise<string> {
  return underOrderLock(deps, orderId, async (trx, order, lines, later) => {
    const moves = movesFor(lines, body.lineNos, { type: 'CANCEL' }, 'staff');
    const lineNos = moves.map((move) => move.line.line_no).sort((a, b) => a - b);
    const claim = await insertCancelClaim(trx, order, lineNos, body, { requested_by: 'STAFF', staff_id: actor.staffId });
    await finishClaim(trx, order, lines, claim, later, deps.clock.now());
    await audit(trx, actor, 'order.cancel', 'order', order.order_no, linesState(lines, lineNos), { claimNo: claim.claim_no, lines: lineNos, status: 'CANCELLED' });
    return claim.claim_no;
  });
}

type ClaimDecision = 'APPROVE_CANCEL' | 'REJECT_CANCEL' | 'PICK_UP' | 'COMPLETE_RETURN' | 'REJECT_RETURN';

const decisions: Record<ClaimDecision, { kind: 'CANCEL' | 'RETURN'; event: LineEvent; action: AuditAction; from: readonly ClaimRow['status'][] }> = {
  APPROVE_CANCEL: { kind: 'CANCEL', event: { type: 'CANCEL' }, action: 'claim.approve_cancel', from: ['REQUESTED'] },
  REJECT_CANCEL: { kind: 'CANCEL', event: { type: 'REJECT_CANCEL' }, action: 'claim.reject_cancel', from: ['REQUESTED'] },
  PICK_UP: { kind: 'RETURN', event: { type: 'PICK_UP' }, action: 'claim.pick_up', from: ['REQUESTED'] },
  COMPLETE_RETURN: { kind: 'RETURN', event: { type: 'COMPLETE_RETURN' }, action: 'claim.complete_return', from: ['PICKED_UP'] },
  REJECT_RETURN: { kind: 'RETURN', event: { type: 'REJECT_RETURN' }, action: 'claim.reject_return', from: ['REQUESTED', 'PICKED_UP'] },
};

const claimState = (claim: ClaimRow) => ({ status: claim.status, lines: claim.line_nos, refundAmount: claim.refund_amount });

/**
 * The operator's decision on a shopper's claim: approve or reject a cancel request; pick up,
 * complete (the refund runs) or reject a return. A claim already decided is refused by the
 * state machine, so a double click decides once.
 */
export async function decideClaim(deps: OrderDeps, claimNo: string, decision: ClaimDecision, actor: AuditActor, rejectReason?: string): Promise<void> {
  const found = await findClaimByNo(deps.db, claimNo);
  const rule = decisions[decision];
  if (!found || found.kind !== rule.kind) throw claimNotFound();
  await underOrderLock(deps, found.order_id, async (trx, order, lines, later) => {
    const claim = await trx.selectFrom('order_claim').selectAll().where('claim_id', '=', found.claim_id).forUpdate().executeTakeFirstOrThrow();
    if (!rule.from.includes(claim.status)) throw new ApiError(ApiCode.LINE_STATE_REFUSED, '이미 처리된 요청입니다.');
    const moves = movesFor(lines, claim.line_nos, rule.event, 'staff');
    const now = deps.clock.now();
    const before = claimState(claim);
    if (decision === 'APPROVE_CANCEL' || decision === 'COMPLETE_RETURN') {
      await finishClaim(trx, order, lines, claim, later, now);
    } else if (decision === 'PICK_UP') {
      await setLines(trx, order.order_id, claim.line_nos, 'RETURN_PICKED_UP', now);
      await updateClaim(trx, claim.claim_id, { status: 'PICKED_UP' });
    } else {
      const backTo: LineStatus = moves[0]?.to ?? 'DELIVERED';
      await setLines(trx, order.order_id, claim.line_nos, backTo, now, { claim_id: null });
      await updateClaim(trx, claim.claim_id, { status: 'REJECTED', reject_reason: rejectReason ?? null, completed_at: now });
    }
    const decided = await trx.selectFrom('order_claim').selectAll().where('claim_id', '=', claim.claim_id).executeTakeFirstOrThrow();
    await audit(trx, actor, rule.action, 'claim', claim.claim_no, before, { ...claimState(decided), ...(rejectReason ? { rejectReason } : {}) });
  });
}

/** A refund PortOne refused or did not answer: the operator sends it again now. */
export async function retryRefund(deps: OrderDeps, claimNo: string, actor: AuditActor): Promise<void> {
  const claim = await findClaimByNo(deps.db, claimNo);
  if (!claim) throw claimNotFound();
  await deps.db.transaction().execute(async (trx) => {
    await audit(trx, actor, 'refund.retry', 'claim', claim.claim_no, { refundStatus: claim.refund_status }, { refundStatus: claim.refund_status, retried: true });
  });
  await sendPendingRefund(deps, claim.claim_id);
}
