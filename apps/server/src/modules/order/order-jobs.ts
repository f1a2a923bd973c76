import type { Kysely } from 'kysely';
import type { JobQueue } from '../../core/jobs/job-queue';
import type { Database } from '../../db/database';

/** Expires one order whose hold ran out (data: {orderNo}). */
export const EXPIRE_QUEUE = 'order.expire';
/** Every minute: overdue holds the per-order jobs missed, payment cancels to retry, old sheets. */
export const SWEEP_QUEUE = 'order.sweep';

/**
 * Queues the order's expiry for the moment its hold runs out. Keyed by order and moment, so
 * the same deadline is queued once however often it is scheduled (a repeated vbank notice),
 * while a new deadline gets its own job; the job for an earlier deadline finds the hold
 * extended and does nothing. Pass the order's transaction so the job exists exactly when it does.
 */
export async function scheduleExpiry(jobs: JobQueue, order: { orderNo: string; holdUntil: Date }, trx?: Kysely<Database>): Promise<void> {
  await jobs.send(EXPIRE_QUEUE, { orderNo: order.orderNo }, { startAfter: order.holdUntil, singletonKey: `${order.orderNo}@${order.holdUntil.getTime()}`, db: trx });
}
