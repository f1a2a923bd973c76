import { z } from 'zod';
import { cronWorker, type QueueWorker } from '../../core/jobs/job-queue';
import { retryPendingCancels } from './cancels';
import type { OrderDeps } from './deps';
import { EXPIRE_QUEUE, SWEEP_QUEUE } from './order-jobs';
import { findOrderByNo, lockOrder, overdueOrderNos, updateOrder } from './queries/orders';
import { deleteOldSheets } from './queries/sheets';
import { returnStock } from './queries/stock';
import { queueRestockAlerts } from '../catalogue';
import { AUTO_CONFIRM_CRON, AUTO_CONFIRM_QUEUE, confirmDeliveredLines } from './aftersale/auto-confirm';
import { settlePayment, VBANK_EXPIRED_REASON } from './settle';

export type ExpiryOutcome = 'expired' | 'settled' | 'skipped';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Closes an issued virtual account at the provider before the order expires, so no late
 * deposit can land in it. If the money came in meanwhile (the close is refused, or the
 * payment already reads paid), the payment is settled as paid instead. Answers true when the
 * payment was settled.
 */
async function closeVirtualAccount(deps: OrderDeps, impUid: string): Promise<boolean> {
  const payment = await deps.gateway.fetchPayment(impUid);
  if (payment.status === 'paid') {
    await settlePayment(deps, impUid, { kind: 'provider' });
    return true;
  }
  if (payment.status !== 'ready') return false;
  try {
    await deps.gateway.cancel({ impUid, merchantUid: payment.merchantUid, reason: '입금 기한 만료', checksum: payment.amount - payment.cancelAmount });
    return false;
  } catch (error) {
    const again = await deps.gateway.fetchPayment(impUid);
    if (again.status !== 'paid') throw error;
    await settlePayment(deps, impUid, { kind: 'provider' });
    return true;
  }
}

/**
 * Expires an open order whose hold has run out: EXPIRED, stock back, its virtual account
 * closed. Idempotent and safe against the payment racing it: the status is checked again
 * under the order's row lock, and an order paid (or with a hold extended) meanwhile is left alone.
 */
export async function expireOrder(deps: OrderDeps, orderNo: string, now = deps.clock.now()): Promise<ExpiryOutcome> {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order || !['PAYMENT_PENDING', 'WAITING_DEPOSIT'].includes(order.status) || order.hold_until > now) return 'skipped';
  if (order.status === 'WAITING_DEPOSIT' && order.imp_uid && (await closeVirtualAccount(deps, order.imp_uid))) return 'settled';
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, order.order_id);
    if (!['PAYMENT_PENDING', 'WAITING_DEPOSIT'].includes(locked.status) || locked.hold_until > now) return 'skipped';
    const reason = locked.status === 'WAITING_DEPOSIT' ? VBANK_EXPIRED_REASON : '결제 시간이 지나 주문이 취소되었습니다.';
    await updateOrder(trx, locked.order_id, { status: 'EXPIRED', failure_reason: reason }, now);
    await queueRestockAlerts(trx, (await returnStock(trx, locked.order_id)) ?? []);
    return 'expired';
  });
}

/** The minute's safety net: holds the per-order jobs missed, cancels to retry, sheets a day past expiry. */
export async function sweepOrders(deps: OrderDeps, now = deps.clock.now()): Promise<{ expired: number; cancels: number; sheets: number }> {
  let expired = 0;
  for (const orderNo of await overdueOrderNos(deps.db, now, 100)) {
    try {
      if ((await expireOrder(deps, orderNo, now)) !== 'skipped') expired += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderNo }, 'order expiry failed; the next sweep retries it');
    }
  }
  const cancels = await retryPendingCancels(deps, now);
  const sheets = await deleteOldSheets(deps.db, new Date(now.getTime() - DAY_MS));
  return { expired, cancels, sheets };
}

const expireJob = z.object({ orderNo: z.string().min(1).max(40) });

export function orderWorkers(deps: OrderDeps): QueueWorker[] {
  return [
    {
      queue: EXPIRE_QUEUE,
      policy: 'short',
      // Provider trouble while closing a virtual account: retried after 30 s, 60 s, 120 s …
      retryLimit: 8,
      retryDelaySeconds: 30,
      pollingIntervalSeconds: 1,
      handle: async (data) => {
        const job = expireJob.safeParse(data);
        if (job.success) await expireOrder(deps, job.data.orderNo);
        else deps.log.warn({ data }, 'order.expire job without an order number; dropped');
      },
    },
    cronWorker(AUTO_CONFIRM_QUEUE, AUTO_CONFIRM_CRON, async () => {
      const confirmed = await confirmDeliveredLines(deps.db, deps.clock.now());
      if (confirmed) deps.log.info({ confirmed }, 'lines confirmed a week after delivery');
    }),
    cronWorker(SWEEP_QUEUE, '* * * * *', async () => {
      const done = await sweepOrders(deps);
      if (done.expired || done.cancels || done.sheets) deps.log.info(done, 'order sweep');
    }),
  ];
}
