import { ApiCode, PAYMENT_HOLD_MS, unpaidActions, type PlacedOrderView } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/errors';
import { queueRestockAlerts } from '../catalogue';
import { currentOptions } from '../catalogue';
import type { OrderDeps } from './deps';
import { scheduleExpiry } from './order-jobs';
import { lineAsOrdered } from './order-view';
import { payWindow, windowOrderOf } from './pay-window';
import { repriceLines, samePrices } from './pricing';
import { lockOrder, orderLines, updateOrder, type OrderRow } from './queries/orders';
import { returnStock } from './queries/stock';
import { rebuildHolds } from './rebuild';

// Orders whose payment did not finish: the shopper lets one go at once (the window was
// closed or the payment declined), or pays one again from the order list (다시 결제).

const notPayable = () => new ApiError(ApiCode.ORDER_NOT_PAYABLE, '이 주문은 다시 결제할 수 없습니다. 장바구니에서 다시 주문해 주세요.');

const actionsOf = (order: OrderRow, now: Date) => unpaidActions({ status: order.status, createdAt: order.created_at, accountIssued: order.vbank_num !== null }, now);

/**
 * The payment window closed (or the payment was declined) without money: the order is
 * ABANDONED and its stock, coupons and points go back now, not when its half-hour hold runs
 * out. A payment that was made after all arrives later by PortOne's notice and is honoured
 * if the order can be rebuilt (settle.ts). Anything but an open card-like order (paid
 * meanwhile, a virtual account issued, already over) is left as it is; the caller reads
 * the order's state from the answer.
 */
export async function abandonPayment(deps: OrderDeps, order: OrderRow): Promise<OrderRow> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, order.order_id);
    if (!actionsOf(locked, now).abandon) return locked;
    await updateOrder(trx, locked.order_id, { status: 'ABANDONED', failure_reason: '결제 창이 닫혀 결제가 진행되지 않았습니다.' }, now);
    await queueRestockAlerts(trx, (await returnStock(trx, locked.order_id)) ?? []);
    return lockOrder(trx, locked.order_id);
  });
}

const pricesMoved = () => new ApiError(ApiCode.ORDER_PRICE_CHANGED, '주문한 뒤 상품 가격이나 배송비가 바뀌어 이 주문은 다시 결제할 수 없습니다. 장바구니에서 다시 주문해 주세요.');
const rebuildRefused = (cause: string, kind: 'stock' | 'coupon' | 'points') =>
  new ApiError(
    kind === 'stock' ? ApiCode.OUT_OF_STOCK : kind === 'coupon' ? ApiCode.COUPON_NOT_USABLE : ApiCode.POINTS_NOT_USABLE,
    `${cause} 이 주문은 다시 결제할 수 없습니다. 장바구니에서 다시 주문해 주세요.`,
  );

/**
 * 다시 결제: the payment window for an order not paid yet. An order still open is simply
 * shown its window again; one that ended (FAILED, ABANDONED, EXPIRED, within a day) is
 * rebuilt first, exactly as it was priced — today's prices must be the ones it was placed
 * at, and its stock, coupons and points are taken again in one transaction, or nothing is
 * and the shopper is told why — then it waits for its payment for another half hour.
 */
export async function payAgain(deps: OrderDeps, request: FastifyRequest, order: OrderRow): Promise<PlacedOrderView> {
  const now = deps.clock.now();
  const { held, lines } = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, order.order_id);
    if (!actionsOf(locked, now).payAgain) throw notPayable();
    const lines = await orderLines(trx, locked.order_id);
    if (locked.status === 'PAYMENT_PENDING') return { held: locked, lines };
    const ordered = lines.map(lineAsOrdered);
    const today = repriceLines(ordered, locked.order_type, await currentOptions(trx, ordered.map((line) => line.itemGroupSeq)));
    if (!samePrices(ordered, today, locked.order_type, locked.receiver_zonecode)) throw pricesMoved();
    const refusal = await rebuildHolds(trx, locked, now);
    if (refusal) throw rebuildRefused(refusal.cause, refusal.kind);
    const holdUntil = new Date(now.getTime() + PAYMENT_HOLD_MS);
    // The earlier attempt's payment id goes: the next payment brings its own.
    await updateOrder(trx, locked.order_id, { status: 'PAYMENT_PENDING', imp_uid: null, failure_reason: null, hold_until: holdUntil }, now);
    await scheduleExpiry(deps.jobs, { orderNo: locked.order_no, holdUntil }, trx);
    return { held: await lockOrder(trx, locked.order_id), lines };
  });
  // The amount was registered with PortOne (prepare) when the order was placed and has not changed.
  return { orderNo: held.order_no, merchantUid: held.merchant_uid, amount: held.pay_amount, payment: payWindow(deps, request, windowOrderOf(held, lines, now)) };
}
