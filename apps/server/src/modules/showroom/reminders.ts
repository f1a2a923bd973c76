import { addCalendarDays, kstDayOf, kstInstant } from '@maru/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/time/clock';
import { cronWorker, type QueueWorker } from '../../core/jobs/job-queue';
import type { Database } from '../../db/database';
import { deliverSoon, queueMessage } from '../message';
import { BOOKING_CHECK_PATH } from './bookings';
import { markReminded, unremindedBookings } from './queries';
import { visitMoment } from './views';

/** Hourly at :05 (pg-boss cron, UTC; one job a tick across all server processes). */
export const VISIT_REMINDER_QUEUE = 'showroom.visit-reminder';
export const VISIT_REMINDER_CRON = '5 * * * *';
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a visit's reminder is due: 10:00 KST on the day before. */
export const reminderMomentOf = (startsAt: Date): Date => kstInstant(addCalendarDays(kstDayOf(startsAt), -1), '10:00');

/**
 * Reminds visitors the day before: every live booking whose reminder moment has passed and
 * whose visit is still ahead, once (reminded_at, set in the transaction that queues the
 * message). A booking confirmed after its reminder moment (made then, or its code typed
 * then) was just confirmed and gets none. A
 * server that was down at 10:00 catches up at the next round. Answers the messages queued.
 */
export async function remindVisits(db: Kysely<Database>, now: Date): Promise<number> {
  const rows = await unremindedBookings(db, now, new Date(now.getTime() + 2 * DAY_MS));
  let sent = 0;
  for (const row of rows) {
    const due = reminderMomentOf(row.starts_at);
    if (now < due || (row.confirmed_at ?? row.created_at) >= due) continue;
    const queued = await db.transaction().execute(async (trx) => {
      if (!(await markReminded(trx, row.booking_id, now))) return false;
      await queueMessage(trx, {
        template: 'SHOWROOM_REMINDER',
        to: row.phone,
        memberId: row.member_id,
        variables: { 고객명: row.name, 예약번호: row.booking_no, 쇼룸명: row.office_name, 방문일시: visitMoment(row.starts_at), 주소: row.office_address },
        link: BOOKING_CHECK_PATH,
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

export function showroomWorkers(deps: { db: Kysely<Database>; log: FastifyBaseLogger; clock: Clock }): QueueWorker[] {
  return [
    cronWorker(VISIT_REMINDER_QUEUE, VISIT_REMINDER_CRON, async () => {
      const sent = await remindVisits(deps.db, deps.clock.now());
      if (sent) {
        deliverSoon(deps);
        deps.log.info({ sent }, 'showroom visit reminders');
      }
    }),
  ];
}
