import { DAY_MS, expiredDue, formatKrw, POINT_EXPIRY_NOTICE_DAYS } from '@maru/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/time/clock';
import { cronWorker, type QueueWorker } from '../../core/jobs/job-queue';
import type { Database } from '../../db/database';
import { memberContact } from '../identity';
import { deliverSoon, isMobileNumber, kstDeadline, queueMessage } from '../message';
import { appendEntry, ledgerOf, lockLedger } from './queries/points';

/** Hourly (pg-boss cron, one job a tick across all server processes). */
export const POINT_EXPIRY_QUEUE = 'benefit.point-expiry';
export const POINT_EXPIRY_CRON = '41 * * * *';
/** Lots that expired within this window are looked at: a server down for days still catches up. */
const LOOKBACK_MS = 7 * DAY_MS;
const BATCH = 500;

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const kstDate = (moment: Date) => new Date(moment.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Writes off what is left of points a year after they were earned: one EXPIRE entry per
 * member for everything due, under the member's ledger lock (so a checkout spending the same
 * points waits, then sees the balance without them). Replaying the ledger first-in first-out
 * decides what is left; running twice writes nothing the second time. Answers the members touched.
 */
export async function expirePoints(db: Kysely<Database>, now: Date): Promise<number> {
  const members = await db
    .selectFrom('point_ledger')
    .select('member_id')
    .distinct()
    .where('amount', '>', 0)
    .where('expires_at', '<=', now)
    .where('expires_at', '>', new Date(now.getTime() - LOOKBACK_MS))
    .limit(BATCH)
    .execute();
  let touched = 0;
  for (const { member_id: memberId } of members) {
    const wrote = await db.transaction().execute(async (trx) => {
      await lockLedger(trx, memberId);
      const due = expiredDue(await ledgerOf(trx, memberId), now);
      return due > 0 && (await appendEntry(trx, { memberId, kind: 'EXPIRE', amount: -due, at: now, description: '유효기간(1년) 만료로 소멸' }));
    });
    if (wrote) touched += 1;
  }
  return touched;
}

/**
 * Tells members, once per expiry date (Korean calendar day), what will expire on it within
 * the next 30 days, through the message outbox, in the transaction that records the notice.
 * Members without a mobile number are recorded as told (nothing to send). Answers the notices.
 */
export async function noticeExpiringPoints(db: Kysely<Database>, now: Date): Promise<number> {
  const until = new Date(now.getTime() + POINT_EXPIRY_NOTICE_DAYS * DAY_MS);
  const members = await db.selectFrom('point_ledger').select('member_id').distinct().where('amount', '>', 0).where('expires_at', '>', now).where('expires_at', '<=', until).limit(BATCH).execute();
  let sent = 0;
  for (const { member_id: memberId } of members) {
    const state = await ledgerOf(db, memberId);
    const byDay = new Map<string, { amount: number; at: Date }>();
    for (const lot of state.lots) {
      if (lot.expiresAt <= now || lot.expiresAt > until) continue;
      const day = kstDate(lot.expiresAt);
      const earlier = byDay.get(day);
      byDay.set(day, { amount: (earlier?.amount ?? 0) + lot.remaining, at: earlier && earlier.at < lot.expiresAt ? earlier.at : lot.expiresAt });
    }
    for (const [day, { amount, at }] of byDay) {
      const told = await db.transaction().execute(async (trx) => {
        const fresh = await trx.insertInto('point_expiry_notice').values({ member_id: memberId, expires_on: day, amount }).onConflict((oc) => oc.columns(['member_id', 'expires_on']).doNothing()).returning('member_id').executeTakeFirst();
        if (!fresh) return false;
        const member = await memberContact(trx, memberId);
        if (!member?.phone || member.status !== 'ACTIVE' || !isMobileNumber(member.phone)) return false;
        await queueMessage(trx, {
          template: 'POINT_EXPIRING', to: member.phone, memberId,
          variables: { 고객명: member.name ?? '고객', 소멸금액: formatKrw(amount), 소멸일: kstDeadline(at) },
          link: '/mypage/point',
        });
        return true;
      });
      if (told) sent += 1;
    }
  }
  return sent;
}

export function benefitWorkers(deps: { db: Kysely<Database>; log: FastifyBaseLogger; clock: Clock }): QueueWorker[] {
  return [
    cronWorker(POINT_EXPIRY_QUEUE, POINT_EXPIRY_CRON, async () => {
      const now = deps.clock.now();
      const expired = await expirePoints(deps.db, now);
      const notices = await noticeExpiringPoints(deps.db, now);
      if (notices) deliverSoon(deps);
      if (expired || notices) deps.log.info({ expired, notices }, 'point expiry');
    }),
  ];
}
