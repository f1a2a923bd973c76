import { randomInt } from 'node:crypto';
import {
  addCalendarDays, ApiCode, type availabilityQuery, type AvailabilityView, type DayAvailabilityView, BOOKING_CONFIRMATION, BOOKING_LIMITS, BOOKING_PHONE_LIMITS, type BookingLookupRequest, type BookingStatus, type BookingView, type DayHours, dayClosure, kstDayOf,
  kstInstant, phoneLimitRefusal, SLOT_REFUSAL_MESSAGES, slotRefusal, type SlotsView, slotTimes, weekdayOf, type bookingRequest,
} from '@maru/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { deliverSoon, mobileDigits, queueMessage } from '../message';
import { codeHashOf, type CodeSendGuard, drawCode, queueCode } from './codes';
import {
  type BookingWithOffice, bookedCounts, findBooking, findOffice, holidaysFrom, insertBooking, lapseBookings, lockBooking, lockMember, lockPhone, memberHoldsSlot, type OfficeRow, releaseSlot,
  setBookingStatus, takeSlot, upcomingOfPhone,
} from './queries';
import { bookingViewOf, visitMoment } from './views';

// Visit bookings: slots, booking, looking up and cancelling. A slot holds at most the
// office's capacity of bookings (parties); see takeSlot for how that holds under a crowd.

export interface BookingDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Keys the codes' hashes (the server's secret): a copy of the table alone reveals no code. */
  codeSecret: string;
  /** Messages go to this server's sandbox (no Solapi keys): answers point testers at the outbox. */
  sandbox: boolean;
}

/** Who books: a signed-in member's id and the phone their identity verification recorded. */
export interface Booker {
  memberId: number | null;
  verifiedPhone: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The guest's management page, named in every message's button (no number or phone in it). */
export const BOOKING_CHECK_PATH = '/showroom/booking/check';

export const officeNotFound = () => new ApiError(ApiCode.NO_DATA, '쇼룸을 찾을 수 없습니다.', 404);
/** Wrong number and wrong phone answer alike, so a guess learns nothing of which was right. */
export const bookingNotFound = () => new ApiError(ApiCode.BOOKING_NOT_FOUND, '예약을 찾을 수 없습니다. 예약번호와 휴대폰 번호를 확인해 주세요.', 404);
const badPhone = () => new ApiError(ApiCode.REQUIRED_PARAMETER, '휴대폰 번호를 확인해 주세요.', 400);

async function calendarOf(db: Kysely<Database>, office: OfficeRow, now: Date) {
  const holidays = await holidaysFrom(db, [office.office_id], kstDayOf(now));
  return { hours: office.hours as DayHours[], holidays: holidays.map((day) => day.date) };
}

type Calendar = Awaited<ReturnType<typeof calendarOf>>;

/** One day's slots as `counts` (bookings per slot instant) leave them, or why the day is closed. */
function dayOf(office: OfficeRow, calendar: Calendar, counts: Map<number, number>, date: string, now: Date): DayAvailabilityView {
  const closure = dayClosure(calendar, date, now);
  if (closure) return { date, closedReason: SLOT_REFUSAL_MESSAGES[closure], full: false, slots: [] };
  const slots = slotTimes(calendar.hours[weekdayOf(date)] ?? null).map((time) => {
    const startsAt = kstInstant(date, time);
    const remaining = Math.max(0, office.capacity_per_slot - (counts.get(startsAt.getTime()) ?? 0));
    return { time, startsAt: startsAt.toISOString(), remaining, available: remaining > 0 && startsAt.getTime() > now.getTime() };
  });
  return { date, closedReason: null, full: !slots.some((slot) => slot.available), slots };
}

async function officeCalendar(db: Kysely<Database>, slug: string, now: Date) {
  const office = await findOffice(db, slug);
  if (!office) throw officeNotFound();
  const firstDate = kstDayOf(now);
  return { office, calendar: await calendarOf(db, office, now), firstDate, lastDate: addCalendarDays(firstDate, BOOKING_LIMITS.horizonDays) };
}

export async function officeSlots(db: Kysely<Database>, slug: string, date: string, now: Date): Promise<SlotsView> {
  const { office, calendar, firstDate, lastDate } = await officeCalendar(db, slug, now);
  const dayStart = kstInstant(date, '00:00');
  const counts = await bookedCounts(db, office.office_id, dayStart, new Date(dayStart.getTime() + DAY_MS), now);
  const { full: _full, ...day } = dayOf(office, calendar, counts, date, now);
  return { ...day, capacity: office.capacity_per_slot, firstDate, lastDate };
}

/**
 * A run of days for the booking form's pickers, in one read of the slots: closed days and
 * days with no place left are marked, so the form offers only what can be booked.
 */
export async function officeAvailability(db: Kysely<Database>, slug: string, query: z.infer<typeof availabilityQuery>, now: Date): Promise<AvailabilityView> {
  const { office, calendar, firstDate, lastDate } = await officeCalendar(db, slug, now);
  const from = query.from ?? firstDate;
  const dates = Array.from({ length: query.days }, (_, index) => addCalendarDays(from, index));
  const since = kstInstant(from, '00:00');
  const counts = await bookedCounts(db, office.office_id, since, new Date(since.getTime() + query.days * DAY_MS), now);
  return { capacity: office.capacity_per_slot, firstDate, lastDate, days: dates.map((date) => dayOf(office, calendar, counts, date, now)) };
}

/** SR + the visit's yymmdd + six random digits; drawn again on the rare collision. */
const drawBookingNo = (startsAt: Date) => `SR${kstDayOf(startsAt).slice(2).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export function messageOf(row: Pick<BookingWithOffice, 'booking_no' | 'name' | 'office_name' | 'office_address' | 'starts_at' | 'party_size'>) {
  return { 고객명: row.name, 예약번호: row.booking_no, 쇼룸명: row.office_name, 방문일시: visitMoment(row.starts_at), 인원: `${row.party_size}명`, 주소: row.office_address };
}

/** Whatever phone is typed: a member already holding this slot would only take a second place from others. */
const memberSameSlot = () => new ApiError(ApiCode.BOOKING_MEMBER_SAME_SLOT, '같은 시간에 이미 예약하신 방문이 있습니다. 다른 시간을 선택하시거나 예약 확인 · 취소에서 확인해 주세요.');

const PHONE_LIMIT_REFUSALS = {
  SAME_OFFICE_DAY: () => new ApiError(ApiCode.BOOKING_PHONE_SAME_DAY, '이 휴대폰 번호로 같은 날 이 쇼룸에 예약이 이미 있습니다. 예약 확인 · 취소에서 확인해 주세요.'),
  TOO_MANY: () => new ApiError(ApiCode.BOOKING_PHONE_LIMIT, `한 휴대폰 번호로 예약은 ${BOOKING_PHONE_LIMITS.upcoming}건까지 할 수 있습니다. 지난 방문 뒤에 다시 예약해 주세요.`),
};

/**
 * Books a place. With a phone the booker has proven (a member's verified phone) the booking is
 * made and confirmed at once; any other phone gets a PENDING booking holding its place and a
 * code (SHOWROOM_CODE), and nothing is confirmed to that number until the code comes back.
 * The phone's limits are counted under a lock on the phone, in the transaction that books.
 */
export async function createBooking(deps: BookingDeps, request: z.infer<typeof bookingRequest>, booker: Booker, now: Date, guardCodeSend: CodeSendGuard): Promise<BookingView> {
  const phone = mobileDigits(request.phone);
  if (!phone) throw badPhone();
  const office = await findOffice(deps.db, request.office);
  if (!office) throw officeNotFound();
  const refusal = slotRefusal(await calendarOf(deps.db, office, now), request.date, request.time, now);
  if (refusal) throw new ApiError(ApiCode.BOOKING_SLOT_CLOSED, SLOT_REFUSAL_MESSAGES[refusal]);
  const startsAt = kstInstant(request.date, request.time);
  const proven = booker.verifiedPhone !== null && mobileDigits(booker.verifiedPhone) === phone;

  const bookingNo = await deps.db.transaction().execute(async (trx) => {
    // Member before phone, always in this order, so two bookings never wait on each other's lock.
    if (booker.memberId !== null) {
      await lockMember(trx, booker.memberId);
      if (await memberHoldsSlot(trx, booker.memberId, office.office_id, startsAt, now)) throw memberSameSlot();
    }
    await lockPhone(trx, phone);
    const upcoming = await upcomingOfPhone(trx, phone, now);
    const overLimit = phoneLimitRefusal(upcoming.map((row) => ({ office: row.office_id, date: kstDayOf(row.starts_at) })), { office: office.office_id, date: request.date });
    if (overLimit) throw PHONE_LIMIT_REFUSALS[overLimit]();
    // Places held by pending bookings past their deadline come back before the count is read.
    await lapseBookings(trx, now, { overdue: true, officeId: office.office_id, startsAt });
    if (!(await takeSlot(trx, office.office_id, startsAt, office.capacity_per_slot))) {
      throw new ApiError(ApiCode.BOOKING_SLOT_FULL, '선택한 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요.');
    }
    const code = proven ? null : drawCode();
    const confirmBy = new Date(now.getTime() + BOOKING_CONFIRMATION.holdMinutes * 60_000);
    const booking = { officeId: office.office_id, startsAt, memberId: booker.memberId, name: request.name, phone, partySize: request.partySize, interests: request.interests, memo: request.memo, now };
    let drawn = drawBookingNo(startsAt);
    const pendingOf = (no: string) => (code === null ? null : { codeHash: codeHashOf(deps.codeSecret, no, code), confirmBy });
    while (!(await insertBooking(trx, { ...booking, bookingNo: drawn, pending: pendingOf(drawn) }))) drawn = drawBookingNo(startsAt);
    const facts = { booking_no: drawn, name: request.name, office_name: office.name, office_address: office.address, starts_at: startsAt, party_size: request.partySize };
    if (code === null) {
      await queueMessage(trx, { template: 'SHOWROOM_BOOKED', to: phone, memberId: booker.memberId, variables: messageOf(facts), link: BOOKING_CHECK_PATH });
    } else {
      // Counted last, so a refusal above costs the phone none of its sends.
      await guardCodeSend(phone);
      await queueCode(trx, { phone, memberId: booker.memberId, officeName: office.name, startsAt, confirmBy }, code);
    }
    return drawn;
  });
  deliverSoon(deps);
  const row = await findBooking(deps.db, bookingNo);
  return bookingViewOf(row!, now, deps.sandbox);
}

/** The booking whose number and phone both match, else the same refusal for either mistake. */
export async function lookUpBooking(deps: BookingDeps, request: BookingLookupRequest, now: Date): Promise<BookingView> {
  const phone = mobileDigits(request.phone);
  const row = phone ? await findBooking(deps.db, request.bookingNo) : undefined;
  if (!row || row.phone !== phone) throw bookingNotFound();
  return bookingViewOf(row, now, deps.sandbox);
}

/** Cancels in the caller's transaction (row locked): the place goes back to the slot and the visitor is told. */
async function cancelLocked(trx: Transaction<Database>, row: BookingWithOffice, now: Date, by: 'VISITOR' | 'STAFF'): Promise<void> {
  // A pending booking is not cancelled: nothing was confirmed to its phone, and it lapses by itself.
  if (row.status === 'PENDING') throw new ApiError(ApiCode.BOOKING_NOT_CANCELLABLE, `인증을 마치지 않은 예약은 ${BOOKING_CONFIRMATION.holdMinutes}분 안에 인증하지 않으면 자동으로 취소됩니다.`);
  if (row.status !== 'BOOKED' || (by === 'VISITOR' && row.starts_at.getTime() <= now.getTime())) {
    throw new ApiError(ApiCode.BOOKING_NOT_CANCELLABLE, '이미 취소되었거나 지난 예약은 취소할 수 없습니다.');
  }
  await setBookingStatus(trx, row.booking_id, 'CANCELLED', now);
  await releaseSlot(trx, row.office_id, row.starts_at);
  await queueMessage(trx, { template: 'SHOWROOM_CANCELLED', to: row.phone, memberId: row.member_id, variables: messageOf(row) });
}

/** A guest (or anyone holding number and phone) cancels. */
export async function cancelWithPhone(deps: BookingDeps, request: BookingLookupRequest, now: Date): Promise<BookingView> {
  const phone = mobileDigits(request.phone);
  if (!phone) throw bookingNotFound();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, request.bookingNo);
    if (!row || row.phone !== phone) throw bookingNotFound();
    await cancelLocked(trx, row, now, 'VISITOR');
  });
  deliverSoon(deps);
  return bookingViewOf((await findBooking(deps.db, request.bookingNo))!, now, deps.sandbox);
}

/** A member cancels one of their own bookings; another's answers as not found. */
export async function cancelAsMember(deps: BookingDeps, memberId: number, bookingNo: string, now: Date): Promise<BookingView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, bookingNo);
    if (!row || row.member_id !== memberId) throw bookingNotFound();
    await cancelLocked(trx, row, now, 'VISITOR');
  });
  deliverSoon(deps);
  return bookingViewOf((await findBooking(deps.db, bookingNo))!, now, deps.sandbox);
}

const MARKABLE: ReadonlySet<BookingStatus> = new Set(['BOOKED', 'VISITED', 'NO_SHOW']);

/**
 * Staff mark a booking: visited or no-show once its slot has begun, or cancelled while it is
 * live. Answers the row before and after, for the audit entry written in the same transaction.
 */
export async function markByStaff(trx: Transaction<Database>, bookingNo: string, status: Extract<BookingStatus, 'VISITED' | 'NO_SHOW' | 'CANCELLED'>, now: Date) {
  const row = await lockBooking(trx, bookingNo);
  if (!row) throw new ApiError(ApiCode.BOOKING_NOT_FOUND, '예약을 찾을 수 없습니다.', 404);
  if (status === 'CANCELLED') {
    await cancelLocked(trx, row, now, 'STAFF');
  } else {
    // A visit is marked from the day of the visit on; a booking cancelled, or never confirmed, is not marked at all.
    if (!MARKABLE.has(row.status) || kstDayOf(now) < kstDayOf(row.starts_at)) {
      throw new ApiError(ApiCode.BOOKING_NOT_CANCELLABLE, '취소되었거나 확정되지 않은 예약, 방문일 전의 예약은 방문 여부를 표시할 수 없습니다.');
    }
    await setBookingStatus(trx, row.booking_id, status, now);
  }
  return { row, before: { status: row.status }, after: { status } };
}
