import { ApiCode, type OrderStatus } from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { sendPendingCancel } from './cancels';
import { removePaidCartLines } from '../cart';
import type { OrderDeps } from './deps';
import { scheduleExpiry } from './order-jobs';
import { owns, type OrderOwner } from './owner';
import type { ProviderPayment } from './payment/types';
import { fetchProviderPayment } from './provider-calls';
import { cancelRecordedFor, recordCancel } from './queries/cancels';
import { findOrderByMerchantUid, lockOrder, orderLines, updateOrder, type OrderChange, type OrderRow } from './queries/orders';
import { returnStock } from './queries/stock';
import { rebuildHolds, type RebuildRefusal } from './rebuild';
import { notifyLatePaymentCancelled, notifyPaid, notifyVbankIssued } from './aftersale/notify';
import { queueRestockAlerts } from '../catalogue';
import { deliverSoon } from '../message';
import { orderNotFound } from './sheets';
import { countCancelledOrder, countPaidOrder } from './sales/ledger';

/**
 * Who asks to settle a payment. The buyer (POST /order/v1/complete) names their order and
 * must own it; the provider's webhook is anonymous, so its notice only says "look at this
 * payment" and the order is the one the payment itself names.
 */
export type SettleCaller = { kind: 'buyer'; owner: OrderOwner | undefined; merchantUid: string } | { kind: 'provider' };

export interface Settlement {
  order: OrderRow;
  /** The buyer's answer when the payment was not accepted; the webhook answers 200 regardless. */
  refusal?: ApiError;
}

export const VBANK_EXPIRED_REASON = '입금 기한이 지나 주문이 취소되었습니다.';

const OPEN: readonly OrderStatus[] = ['PAYMENT_PENDING', 'WAITING_DEPOSIT'];
const isOpen = (order: OrderRow) => OPEN.includes(order.status);

const mismatch = (cancelled: boolean) =>
  new ApiError(ApiCode.PAYMENT_MISMATCH, cancelled ? '결제 정보가 주문과 일치하지 않아 결제를 취소했습니다. 다시 주문해 주세요.' : '결제 정보가 주문과 일치하지 않습니다. 다시 주문해 주세요.');
const soldOutAtPayment = () =>
  new ApiError(ApiCode.SOLD_OUT_AT_PAYMENT, '결제하는 사이에 상품이 품절되어 결제를 취소했습니다. 결제하신 금액은 결제 수단으로 환불됩니다.');
const latePaymentCancelled = (refusal: RebuildRefusal) =>
  refusal.kind === 'stock'
    ? soldOutAtPayment()
    : new ApiError(ApiCode.LATE_PAYMENT_CANCELLED, `결제가 주문이 종료된 뒤에 도착했고, ${refusal.cause} 결제를 취소했습니다. 결제하신 금액은 결제 수단으로 환불됩니다.`);
const paymentFailed = (reason: string) => new ApiError(ApiCode.PAYMENT_FAILED, `결제가 완료되지 않았습니다. ${reason}`);

/** What one transition decided: the order's change, and a payment to cancel once committed. */
interface Decision {
  change?: OrderChange;
  returnStock?: boolean;
  cancelReason?: string;
  refusal?: ApiError;
  /** A new hold to expire at (virtual account issued). */
  holdUntil?: Date;
  paid?: boolean;
  /** A late payment refused: the buyer is told why in a message, beside the refund. */
  lateRefusal?: RebuildRefusal;
}

function paidChange(payment: ProviderPayment, now: Date): OrderChange {
  return {
    status: 'PAID',
    paid_at: payment.paidAt ?? now,
    imp_uid: payment.impUid,
    pg_provider: payment.pg,
    card_name: payment.cardName,
    failure_reason: null,
    ...vbankColumns(payment),
  };
}

function vbankColumns(payment: ProviderPayment): OrderChange {
  if (!payment.vbank) return {};
  const { bankCode, bankName, accountNo, holder, dueAt } = payment.vbank;
  return { vbank_code: bankCode, vbank_name: bankName, vbank_num: accountNo, vbank_holder: holder, vbank_due: dueAt };
}

/** A payment the provider reports as paid, applied to the order as it is now. */
async function decidePaid(trx: Transaction<Database>, order: OrderRow, payment: ProviderPayment, now: Date): Promise<Decision> {
  if (order.status === 'PAID') {
    // The same payment again (callback twice, or callback and webhook): nothing changes.
    // Another payment for an order already paid is the buyer paying twice: it goes back.
    return order.imp_uid === payment.impUid ? {} : { cancelReason: '중복 결제' };
  }
  if (order.status === 'CANCELLED') {
    return order.imp_uid === payment.impUid ? { refusal: soldOutAtPayment() } : { cancelReason: '취소된 주문의 결제', refusal: paymentFailed('이미 취소된 주문입니다.') };
  }
  if (isOpen(order)) return { change: paidChange(payment, now), paid: true };
  // Money for an order that ended unpaid (FAILED, ABANDONED, EXPIRED), which holds nothing
  // any more. Refused once (its cancel is recorded): refused again, never rebuilt later.
  if (await cancelRecordedFor(trx, payment.impUid)) return { refusal: paymentFailed('이미 취소된 결제입니다.') };
  const refusal = await rebuildHolds(trx, order, now);
  if (!refusal) return { change: paidChange(payment, now), paid: true };
  // It cannot be rebuilt as it was priced: the money goes back whole and the order stays unpaid.
  return {
    change: { failure_reason: `결제가 늦게 도착했지만 ${refusal.cause} 결제를 취소했습니다.` },
    cancelReason: refusal.kind === 'stock' ? '결제 사이에 품절' : '주문 종료 후 도착한 결제 (쿠폰·적립금 사용 불가)',
    refusal: latePaymentCancelled(refusal),
    lateRefusal: refusal,
  };
}

/** A virtual account issued and waiting for the money. */
function decideReady(order: OrderRow, payment: ProviderPayment): Decision {
  if (payment.payMethod !== 'vbank' || !payment.vbank) return { refusal: paymentFailed('결제 창에서 결제를 마쳐 주세요.') };
  if (order.status === 'PAYMENT_PENDING') {
    const holdUntil = payment.vbank.dueAt > order.hold_until ? payment.vbank.dueAt : order.hold_until;
    return { change: { status: 'WAITING_DEPOSIT', imp_uid: payment.impUid, hold_until: holdUntil, ...vbankColumns(payment) }, holdUntil };
  }
  if (order.imp_uid === payment.impUid) return {};
  // A second account for an order that has one, is paid, or is over: closed so no money lands in it.
  if (order.status === 'WAITING_DEPOSIT' || order.status === 'PAID') return { cancelReason: '중복 발급된 가상계좌' };
  return { cancelReason: '만료된 주문의 가상계좌', refusal: paymentFailed('주문 유효 시간이 지나 발급된 가상계좌를 취소했습니다. 다시 주문해 주세요.') };
}

/** The provider reports the payment failed or cancelled. */
function decideUnpaid(order: OrderRow, payment: ProviderPayment, now: Date): Decision {
  const reason = payment.failReason ?? (payment.status === 'cancelled' ? '결제가 취소되었습니다.' : '결제에 실패했습니다.');
  const mine = order.imp_uid === null || order.imp_uid === payment.impUid;
  if (isOpen(order) && mine) {
    // An account closed after its deadline (by the expiry job, or at PortOne) is an expiry, not a failure.
    const expired = order.status === 'WAITING_DEPOSIT' && order.hold_until <= now;
    const change: OrderChange = expired
      ? { status: 'EXPIRED', failure_reason: VBANK_EXPIRED_REASON }
      : { status: 'FAILED', imp_uid: payment.impUid, failure_reason: reason };
    return { change, returnStock: true, refusal: paymentFailed(reason) };
  }
  if (order.status === 'PAID' && order.imp_uid === payment.impUid && payment.status === 'cancelled') {
    // Cancelled at the provider after it was paid (an operator in PortOne's console).
    return { change: { status: 'CANCELLED', failure_reason: reason }, returnStock: true };
  }
  return { refusal: paymentFailed(reason) };
}

async function decide(trx: Transaction<Database>, order: OrderRow, payment: ProviderPayment, now: Date): Promise<Decision> {
  const moneyAtProvider = payment.status === 'paid' || payment.status === 'ready';
  if (payment.merchantUid !== order.merchant_uid) {
    // The buyer named their order with another order's payment. Their order fails; the
    // payment is cancelled only if it pays no order of ours (else it is that order's).
    const cancel = moneyAtProvider && !(await findOrderByMerchantUid(trx, payment.merchantUid));
    return {
      change: isOpen(order) ? { status: 'FAILED', failure_reason: '결제 정보가 주문과 일치하지 않습니다.' } : undefined,
      returnStock: isOpen(order),
      cancelReason: cancel ? '결제 정보 불일치' : undefined,
      refusal: mismatch(cancel),
    };
  }
  if (payment.amount !== order.pay_amount) {
    return {
      change: isOpen(order) ? { status: 'FAILED', failure_reason: '결제 금액이 주문 금액과 달라 결제를 취소했습니다.' } : undefined,
      returnStock: isOpen(order),
      cancelReason: moneyAtProvider ? '결제 금액 불일치' : undefined,
      refusal: mismatch(moneyAtProvider),
    };
  }
  if (payment.status === 'paid') return decidePaid(trx, order, payment, now);
  if (payment.status === 'ready') return decideReady(order, payment);
  return decideUnpaid(order, payment, now);
}

/** Applies a decision inside the order's lock: every effect is guarded by the status it was decided on. */
async function apply(trx: Transaction<Database>, deps: OrderDeps, order: OrderRow, payment: ProviderPayment, decision: Decision, now: Date): Promise<OrderRow> {
  if (decision.change) await updateOrder(trx, order.order_id, decision.change, now);
  if (decision.returnStock) await queueRestockAlerts(trx, (await returnStock(trx, order.order_id)) ?? []);
  if (decision.cancelReason) {
    await recordCancel(trx, { orderId: order.order_id, impUid: payment.impUid, merchantUid: payment.merchantUid, reason: decision.cancelReason, checksum: payment.amount - payment.cancelAmount });
  }
  if (decision.holdUntil) await scheduleExpiry(deps.jobs, { orderNo: order.order_no, holdUntil: decision.holdUntil }, trx);
  if (decision.lateRefusal) await notifyLatePaymentCancelled(trx, order, await orderLines(trx, order.order_id), payment.amount - payment.cancelAmount, decision.lateRefusal.label);
  if (decision.paid && order.cart_id !== null) {
    const lines = await orderLines(trx, order.order_id);
    const fromCart = lines.flatMap((line) => (line.cart_line_id === null ? [] : [{ cartLineId: line.cart_line_id, itemGroupSeq: line.item_group_seq }]));
    await removePaidCartLines(trx, order.cart_id, order.order_type, fromCart);
  }
  // The dashboard's figures move in the same transaction, once per payment whatever repeats it.
  if (decision.paid) await countPaidOrder(trx, order.order_id, now);
  if (order.status === 'PAID' && decision.change?.status === 'CANCELLED') await countCancelledOrder(trx, order.order_id, now);
  const settled = await lockOrder(trx, order.order_id);
  // The shopper hears of a payment or an issued account in the transaction that records it.
  if (settled.status !== order.status && settled.status === 'PAID') await notifyPaid(trx, settled, await orderLines(trx, order.order_id));
  if (settled.status !== order.status && settled.status === 'WAITING_DEPOSIT') await notifyVbankIssued(trx, settled);
  return settled;
}

/**
 * The one way a payment changes an order, for the buyer's callback, PortOne's webhook and
 * the expiry job alike. The payment is fetched from the provider first (the caller's word
 * is never taken), then the order row is locked and the transition applied, so callback
 * and webhook racing each other settle one after the other and the second finds nothing to
 * do. A payment to give back is recorded in the same transaction and sent after it commits:
 * no provider call ever waits while a row is locked.
 */
export async function settlePayment(deps: OrderDeps, impUid: string, caller: SettleCaller): Promise<Settlement> {
  // The buyer's claim to an order is checked before anything is asked of the provider.
  const claimed = caller.kind === 'buyer' ? await findOrderByMerchantUid(deps.db, caller.merchantUid) : undefined;
  if (caller.kind === 'buyer' && (!claimed || !owns(caller.owner, claimed))) throw orderNotFound();
  const payment = await fetchProviderPayment(deps.gateway, impUid);
  const found = claimed ?? (await findOrderByMerchantUid(deps.db, payment.merchantUid));
  if (!found) throw orderNotFound();

  const { order, decision } = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, found.order_id);
    const now = deps.clock.now();
    const decision = await decide(trx, locked, payment, now);
    return { order: await apply(trx, deps, locked, payment, decision, now), decision };
  });
  if (decision.cancelReason) await sendPendingCancel(deps, payment.impUid);
  deliverSoon(deps);
  return { order, refusal: decision.refusal };
}
