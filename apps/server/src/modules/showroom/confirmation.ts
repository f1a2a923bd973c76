import { ApiCode, BOOKING_CONFIRMATION, type BookingCodeRequest, type BookingLookupRequest, type BookingView } from '@maru/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../core/time/clock';
import { ApiError } from '../../core/http/errors';
import { cronWorker, type QueueWorker } from '../../core/jobs/job-queue';
import type { Database } from '../../db/database';
import { deliverSoon, mobileDigits, queueMessage } from '../message';
import { BOOKING_CHECK_PATH, type BookingDeps, bookingNotFound, messageOf } from './bookings';
import { codeHashOf, codeMatches, type CodeSendGuard, drawCode, queueCode } from './codes';
import { type BookingWithOffice, confirmPending, countWrongCode, findBooking, lapseBookings, lockBooking, storeNewCode } from './queries';
import { bookingViewOf } from './views';

// A pending booking's code typed back (confirmed: SHOWROOM_BOOKED goes out only now), sent
// again, or never typed (lapsed, its place given back). docs/showroom.md, issue 22.

const { maxWrongCodes, maxResends, resendGapSeconds } = BOOKING_CONFIRMATION;

const REFUSALS = {
  expired: () => new ApiError(ApiCode.BOOKING_CODE_EXPIRED, `인증 시간 ${BOOKING_CONFIRMATION.holdMinutes}분이 지나 예약이 취소되었습니다. 처음부터 다시 예약해 주세요.`),
  locked: () => new ApiError(ApiCode.BOOKING_CODE_LOCKED, `인증번호를 ${maxWrongCodes}번 잘못 입력해 예약이 취소되었습니다. 처음부터 다시 예약해 주세요.`),
  wrong: (left: number) => new ApiError(ApiCode.BOOKING_CODE_WRONG, `인증번호가 맞지 않습니다. 문자로 받은 ${BOOKING_CONFIRMATION.codeDigits}자리를 확인해 주세요. (남은 입력 ${left}번)`),
  confirmed: () => new ApiError(ApiCode.BOOKING_CODE_RESEND_REFUSED, '이미 확정된 예약입니다. 인증번호가 더 필요하지 않습니다.'),
  noResends: () => new ApiError(ApiCode.BOOKING_CODE_RESEND_REFUSED, `인증번호는 ${maxResends}번까지 다시 받을 수 있습니다. 받은 인증번호를 입력해 주세요.`),
  tooSoon: (seconds: number) => new ApiError(ApiCode.BOOKING_CODE_RESEND_REFUSED, `인증번호는 ${seconds}초 뒤에 다시 받을 수 있습니다.`),
};

/** What happened to a pending booking; refusals are thrown after the commit, so what they record stays. */
type Outcome = 'confirmed' | 'unchanged' | 'resent' | 'expired' | 'locked' | { wrong: number };

/** The booking, locked, when its phone matches; refusals for a booking that waits no longer. */
async function lockPending(trx: Transaction<Database>, request: BookingLookupRequest, now: Date): Promise<{ pending: BookingWithOffice } | { outcome: Outcome }> {
  const phone = mobileDigits(request.phone);
  const row = phone ? await lockBooking(trx, request.bookingNo) : undefined;
  if (!row || row.phone !== phone) throw bookingNotFound();
  if (row.status === 'LAPSED') return { outcome: row.wrong_codes >= maxWrongCodes ? 'locked' : 'expired' };
  if (row.status !== 'PENDING') return { outcome: 'unchanged' };
  if (row.confirm_by!.getTime() <= now.getTime()) {
    await lapseBookings(trx, now, { bookingId: row.booking_id });
    return { outcome: 'expired' };
  }
  return { pending: row };
}

async function settle(deps: BookingDeps, bookingNo: string, outcome: Outcome, now: Date): Promise<BookingView> {
  if (outcome === 'expired') throw REFUSALS.expired();
  if (outcome === 'locked') throw REFUSALS.locked();
  if (typeof outcome === 'object') throw REFUSALS.wrong(outcome.wrong);
  if (outcome !== 'unchanged') deliverSoon(deps);
  return bookingViewOf((await findBooking(deps.db, bookingNo))!, now, deps.sandbox);
}

/**
 * The code typed back: right, the booking is BOOKED and confirmed to the phone; wrong, one of
 * its tries is spent and the last wrong one lapses it. A booking already confirmed answers as
 * it is (a second tap of 확인), without a second message.
 */
export async function confirmWithCode(deps: BookingDeps, request: BookingCodeRequest, now: Date): Promise<BookingView> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const found = await lockPending(trx, request, now);
    if ('outcome' in found) return found.outcome;
    const row = found.pending;
    if (!codeMatches(deps.codeSecret, row.booking_no, row.code_hash, request.code)) {
      await countWrongCode(trx, row.booking_id, now);
      const left = maxWrongCodes - (row.wrong_codes + 1);
      if (left > 0) return { wrong: left };
      await lapseBookings(trx, now, { bookingId: row.booking_id });
      return 'locked';
    }
    await confirmPending(trx, row.booking_id, now);
    await queueMessage(trx, { template: 'SHOWROOM_BOOKED', to: row.phone, memberId: row.member_id, variables: messageOf(row), link: BOOKING_CHECK_PATH });
    return 'confirmed';
  });
  return settle(deps, request.bookingNo, outcome, now);
}

/**
 * A new code for a pending booking, replacing the last: one a minute, three after the first.
 * The deadline stays where it was (a resend never extends the hold) and wrong tries are not
 * forgiven, so resends buy no extra guesses.
 */
export async function resendCode(deps: BookingDeps, request: BookingLookupRequest, now: Date, guardCodeSend: CodeSendGuard): Promise<BookingView> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const found = await lockPending(trx, request, now);
    if ('outcome' in found) {
      if (found.outcome === 'unchanged') throw REFUSALS.confirmed();
      return found.outcome;
    }
    const row = found.pending;
    if (row.code_sends - 1 >= maxResends) throw REFUSALS.noResends();
    const wait = row.code_sent_at!.getTime() + resendGapSeconds * 1000 - now.getTime();
    if (wait > 0) throw REFUSALS.tooSoon(Math.ceil(wait / 1000));
    await guardCodeSend(row.phone);
    const code = drawCode();
    await storeNewCode(trx, row.booking_id, codeHashOf(deps.codeSecret, row.booking_no, code), now);
    await queueCode(trx, { phone: row.phone, memberId: row.member_id, officeName: row.office_name, startsAt: row.starts_at, confirmBy: row.confirm_by! }, code);
    return 'resent';
  });
  return settle(deps, request.bookingNo, outcome, now);
}

/** Every minute (pg-boss cron, one job a tick across all server processes). */
export const LAPSE_QUEUE = 'showroom.lapse-pending';

/**
 * Lapses pending bookings past their deadline and gives their places back. Every read already
 * treats such a booking as lapsed (slot counts, the phone's limits, lists, the next booking of
 * its slot lapses it first), so this only brings the table in line; a late round changes nothing
 * anyone sees.
 */
export function lapseWorker(deps: Pick<BookingDeps, 'db' | 'log'> & { clock: Clock }): QueueWorker {
  return cronWorker(LAPSE_QUEUE, '* * * * *', async () => {
    const lapsed = await lapseBookings(deps.db, deps.clock.now(), { overdue: true });
    if (lapsed) deps.log.info({ lapsed }, 'showroom bookings lapsed unconfirmed');
  });
}
