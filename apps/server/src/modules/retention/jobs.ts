import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RetentionPeriods } from '../../config';
import type { Clock } from '../../core/time/clock';
import { cronWorker, type QueueWorker } from '../../core/jobs/job-queue';
import { runExclusively } from '../../core/jobs/scheduler';
import type { Database } from '../../db/database';
import { deleteMemberAddresses } from '../address';
import {
  destroyWithdrawnData,
  dueForDormancyNotice,
  dueForSeparation,
  expireRejoinHashes,
  markDormancyNotice,
  purgeEndedSessions,
  purgeSignIns,
  separateDormant,
  withdrawnDueForDestruction,
} from '../identity';
import { detachMemberInquiries, purgeFormerMemberInquiries } from '../inquiry';
import { deliverSoon, isMobileNumber, kstDeadline, purgeOldMessages, queueMessage } from '../message';
import { detachMemberOrders, purgeFormerMemberOrders } from '../order';

/**
 * Rows a statement takes at a time: a batch is a short statement (or, for members, a short
 * transaction each), and a round walks batches until one comes back short, at most MAX_BATCHES.
 */
export const BATCH = 200;
const MAX_BATCHES = 50;

/**
 * What every rule is given: the app's pool (the round's advisory lock is held by a transaction
 * of its own beside it, as core/jobs/scheduler.ts hands a round the pool, so each member's change
 * commits in a short transaction and no lock of the work lasts the round), the clock's now, and
 * the periods.
 */
export interface RetentionRound {
  db: Kysely<Database>;
  now: Date;
  periods: RetentionPeriods;
}

/** Repeats a batch until it does less than a full one; answers the total done. */
async function inBatches(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let round = 0; round < MAX_BATCHES; round += 1) {
    const done = await batch();
    total += done;
    if (done < BATCH) break;
  }
  return total;
}

/**
 * 30 days after withdrawal (개인정보 처리방침 3조 ②): the personal data kept apart is destroyed with
 * the address book, consents, sessions, sign-ins and social links; the orders and inquiries are
 * kept as records without the profile (detached). One member per transaction, so a failure
 * leaves no member half-destroyed.
 */
export async function destroyWithdrawnMembers({ db, now, periods }: RetentionRound): Promise<number> {
  return inBatches(async () => {
    const due = await withdrawnDueForDestruction(db, now, periods.withdrawnData, BATCH);
    let destroyed = 0;
    for (const memberId of due) {
      const done = await db.transaction().execute(async (trx) => {
        if (!(await destroyWithdrawnData(trx, memberId, now))) return false;
        await deleteMemberAddresses(trx, memberId);
        await detachMemberOrders(trx, memberId, now);
        await detachMemberInquiries(trx, memberId, now);
        return true;
      });
      if (done) destroyed += 1;
    }
    return due.length === BATCH ? BATCH : destroyed;
  });
}

/** Former members' orders after 5 years, their inquiries after 3 (전자상거래법 시행령 제6조). */
export async function purgeFormerMemberRecords({ db, now, periods }: RetentionRound): Promise<number> {
  const orders = await inBatches(() => purgeFormerMemberOrders(db, now, periods.orderRecords, BATCH));
  const inquiries = await inBatches(() => purgeFormerMemberInquiries(db, now, periods.complaintRecords, BATCH));
  return orders + inquiries;
}

/** Communication logs after 3 months (통신비밀보호법 시행령 제41조): sign-ins, ended sessions, the outbox. */
export async function purgeCommunicationLogs({ db, now, periods }: RetentionRound): Promise<number> {
  const kept = periods.communicationLogs;
  const signIns = await inBatches(() => purgeSignIns(db, now, kept, BATCH));
  const sessions = await inBatches(() => purgeEndedSessions(db, now, kept, BATCH));
  const messages = await inBatches(() => purgeOldMessages(db, now, kept, BATCH));
  return signIns + sessions + messages;
}

/** The rejoin wait over (이용약관 제7조: 3 years), the unique key's hash goes: nothing of the person is left. */
export async function expireRejoinRestrictions({ db, now, periods }: RetentionRound): Promise<number> {
  return inBatches(() => expireRejoinHashes(db, now, periods.rejoinWait, BATCH));
}

/**
 * 30 days before an unused account is separated, the notice (개인정보 처리방침 3조 ⑤): queued in the
 * outbox in the transaction that records it, so it goes once however often the round runs. A
 * member without a mobile number is recorded as told (the only channel the shop has is the
 * outbox), so the separation still waits its 30 days from then.
 */
export async function sendDormancyNotices({ db, now, periods }: RetentionRound): Promise<number> {
  return inBatches(async () => {
    const due = await dueForDormancyNotice(db, now, periods.dormantAfter, periods.dormantNotice, BATCH);
    let sent = 0;
    for (const member of due) {
      const queued = await db.transaction().execute(async (trx) => {
        if (!(await markDormancyNotice(trx, member.memberId, now))) return false;
        if (!member.phone || !isMobileNumber(member.phone)) return false;
        await queueMessage(trx, {
          template: 'DORMANCY_NOTICE',
          to: member.phone,
          memberId: member.memberId,
          variables: { 고객명: member.name ?? '고객', 전환일: kstDeadline(new Date(Math.max(member.separatesAt.getTime(), now.getTime()))) },
          link: '/login',
        });
        return true;
      });
      if (queued) sent += 1;
    }
    return due.length === BATCH ? BATCH : sent;
  });
}

/** A year unused and told at least 30 days ago: DORMANT, sessions ended, personal data kept apart. */
export async function separateDormantMembers({ db, now, periods }: RetentionRound): Promise<number> {
  return inBatches(async () => {
    const due = await dueForSeparation(db, now, periods.dormantAfter, periods.dormantNotice, BATCH);
    let separated = 0;
    for (const memberId of due) {
      if (await db.transaction().execute((trx) => separateDormant(trx, memberId, now))) separated += 1;
    }
    return due.length === BATCH ? BATCH : separated;
  });
}

/** Every rule, in an order where one round's work does not wait for the next: notice before separation. */
export const RETENTION_RULES = [
  ['retention.withdrawn-data', destroyWithdrawnMembers],
  ['retention.former-member-records', purgeFormerMemberRecords],
  ['retention.communication-logs', purgeCommunicationLogs],
  ['retention.rejoin-hashes', expireRejoinRestrictions],
  ['retention.dormancy-notices', sendDormancyNotices],
  ['retention.dormant-separation', separateDormantMembers],
] as const;

/**
 * One round of every rule, each under its own advisory lock (another server process running the
 * same rule skips it) and with the clock's one now. Every rule is idempotent: a second round at
 * the same now finds nothing to do. Answers what each rule did (null: another process held it).
 */
export async function runRetention(db: Kysely<Database>, now: Date, periods: RetentionPeriods): Promise<Record<string, number | null>> {
  const done: Record<string, number | null> = {};
  for (const [name, rule] of RETENTION_RULES) {
    const outcome = await runExclusively(db, name, () => rule({ db, now, periods }));
    done[name] = outcome.ran ? outcome.result : null;
  }
  return done;
}

export const RETENTION_QUEUE = 'retention.round';
/** Hourly at minute 17 (UTC): the periods are days long, and off the hour's other jobs. */
export const RETENTION_CRON = '17 * * * *';

export function retentionWorkers(deps: { db: Kysely<Database>; log: FastifyBaseLogger; clock: Clock; periods: RetentionPeriods }): QueueWorker[] {
  return [
    cronWorker(RETENTION_QUEUE, RETENTION_CRON, async () => {
      const done = await runRetention(deps.db, deps.clock.now(), deps.periods);
      if (done['retention.dormancy-notices']) deliverSoon(deps);
      if (Object.values(done).some((count) => count)) deps.log.info({ retention: done }, 'members’ data retention');
    }),
  ];
}
