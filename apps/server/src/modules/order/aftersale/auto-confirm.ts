import { AUTO_CONFIRM_DAYS, autoConfirmDue, returnWindow } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { onLinesConfirmed } from '../../benefit';
import { confirmedOrder, orderLines } from '../queries/orders';
import { deliveredBefore } from './queries';

const HOUR_MS = 3_600_000;
const BATCH = 500;

/** The job queue's hourly tick (pg-boss cron, one job a tick across all server processes). */
export const AUTO_CONFIRM_QUEUE = 'order.auto-confirm';
export const AUTO_CONFIRM_CRON = '17 * * * *';

/**
 * 구매확정 by itself, 7 days after delivery, for lines the shopper neither confirmed nor
 * asked to return. It also waits for the change-of-mind return window to close (the end of
 * the 7th Korean day after delivery, up to a day later than 7 × 24 h), since confirmation is
 * final and would otherwise end that right early. Each line is changed only while it is
 * still 배송완료, so a return requested at the same moment wins or loses whole. Answers how
 * many lines it confirmed.
 */
export async function confirmDeliveredLines(db: Kysely<Database>, now: Date): Promise<number> {
  const candidates = await deliveredBefore(db, new Date(now.getTime() - AUTO_CONFIRM_DAYS * 24 * HOUR_MS), BATCH);
  let confirmed = 0;
  for (const line of candidates) {
    if (!autoConfirmDue(line.delivered_at, now) || returnWindow('CHANGE_OF_MIND', line.delivered_at, now).open) continue;
    confirmed += await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('shop_order_line')
        .set({ status: 'CONFIRMED', confirmed_at: now, status_changed_at: now })
        .where('order_id', '=', line.order_id)
        .where('line_no', '=', line.line_no)
        .where('status', '=', 'DELIVERED')
        .executeTakeFirst();
      // Points for the line, with its confirmation or not at all.
      if (changed.numUpdatedRows > 0n) {
        const order = await trx.selectFrom('shop_order').select(['order_id', 'order_no', 'member_id']).where('order_id', '=', line.order_id).executeTakeFirstOrThrow();
        await onLinesConfirmed(trx, confirmedOrder(order, await orderLines(trx, line.order_id)), [line.line_no], now);
      }
      return Number(changed.numUpdatedRows);
    });
  }
  return confirmed;
}
