import { randomInt } from 'node:crypto';
import {
  addCalendarDays, ApiCode, BOOKING_LIMITS, type BookingLookupRequest, type BookingStatus, type BookingView, type DayHours, dayClosure, kstDayOf, kstInstant,
  SLOT_REFUSAL_MESSAGES, slotRefusal, type SlotsView, slotTimes, weekdayOf, type bookingRequest,
} from '@maru/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { ApiError } from '../../core/errors';
import type { Database } from '../../db/database';
import { deliverSoon, mobileDigits, queueMessage } from '../message';
import {
  type BookingWithOffice, bookedCounts, findBooking, findOffice, holidaysFrom, insertBooking, lockBooking, type OfficeRow, releaseSlot, setBookingStatus, takeSlot,
} from './queries';
import { bookingViewOf, visitMoment } from './views';

// Visit bookings: slots, booking, looking up and cancelling. A slot holds at most the
// office's capacity of bookings (parties); see takeSlot for how that holds under a crowd.

export interface BookingDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
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

export async function officeSlots(db: Kysely<Database>, slug: string, date: string, now: Date): Promise<SlotsView> {
  const office = await findOffice(db, slug);
  if (!office) throw officeNotFound();
  const calendar = await calendarOf(db, office, now);
  const firstDate = kstDayOf(now);
  const frame = { date, capacity: office.capacity_per_slot, firstDate, lastDate: addCalendarDays(firstDate, BOOKING_LIMITS.horizonDays) };
  const closure = dayClosure(calendar, date, now);
  if (closure) return { ...frame, closedReason: SLOT_REFUSAL_MESSAGES[closure], slots: [] };
  const dayStart = kstInstant(date, '00:00');
  const counts = await bookedCounts(db, office.office_id, dayStart, new Date(dayStart.getTime() + DAY_MS));
  const slots = slotTimes(calendar.hours[weekdayOf(date)] ?? null).map((time) => {
    const startsAt = kstInstant(date, time);
    const remaining = Math.max(0, office.capacity_per_slot - (counts.get(startsAt.getTime()) ?? 0));
    return { time, startsAt: startsAt.toISOString(), remaining, available: remaining > 0 && startsAt.getTime() > now.getTime() };
  });
  return { ...frame, closedReason: null, slots };
}

/** SR + the visit's yymmdd + six random digits; drawn again on the rare collision. */
const drawBookingNo = (startsAt: Date) => `SR${kstDayOf(startsAt).slice(2).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

function messageOf(row: Pick<BookingWithOffice, 'booking_no' | 'name' | 'office_name' | 'office_address' | 'starts_at' | 'party_size'>) {
  return { 고객명: row.name, 예약번호: row.booking_no, 쇼룸명: row.office_name, 방문일시: visitMoment(row.starts_at), 인원: `${row.party_size}명`, 주소: row.office_address };
}

export async function createBooking(deps: BookingDeps, request: z.infer<typeof bookingRequest>, memberId: number | null, now: Date): Promise<BookingView> {
  const phone = mobileDigits(request.phone);
  if (!phone) throw badPhone();
  const office = await findOffice(deps.db, request.office);
  if (!office) throw officeNotFound();
  const refusal = slotRefusal(await calendarOf(deps.db, office, now), request.date, request.time, now);
  if (refusal) throw new ApiError(ApiCode.BOOKING_SLOT_CLOSED, SLOT_REFUSAL_MESSAGES[refusal]);
  const startsAt = kstInstant(request.date, request.time);

  const bookingNo = await deps.db.transaction().execute(async (trx) => {
    if (!(await takeSlot(trx, office.office_id, startsAt, office.capacity_per_slot))) {
      throw new ApiError(ApiCode.BOOKING_SLOT_FULL, '선택한 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요.');
    }
    let drawn = drawBookingNo(startsAt);
    const booking = { officeId: office.office_id, startsAt, memberId, name: request.name, phone, partySize: request.partySize, interests: request.interests, memo: request.memo, now };
    while (!(await insertBooking(trx, { ...booking, bookingNo: drawn }))) drawn = drawBookingNo(startsAt);
    await queueMessage(trx, {
      template: 'SHOWROOM_BOOKED',
      to: phone,
      memberId,
      variables: messageOf({ booking_no: drawn, name: request.name, office_name: office.name, office_address: office.address, starts_at: startsAt, party_size: request.partySize }),
      link: BOOKING_CHECK_PATH,
    });
    return drawn;
  });
  deliverSoon(deps);
  const row = await findBooking(deps.db, bookingNo);
  return bookingViewOf(row!, now);
}

/** The booking whose number and phone both match, else the same refusal for either mistake. */
export async function lookUpBooking(db: Kysely<Database>, request: BookingLookupRequest, now: Date): Promise<BookingView> {
  const phone = mobileDigits(request.phone);
  const row = phone ? await findBooking(db, request.bookingNo) : undefined;
  if (!row || row.phone !== phone) throw bookingNotFound();
  return bookingViewOf(row, now);
}

/** Cancels in the caller's transaction (row locked): the place goes back to the slot and the visitor is told. */
async function cancelLocked(trx: Transaction<Database>, row: BookingWithOffice, now: Date, by: 'VISITOR' | 'STAFF'): Promise<void> {
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
  return bookingViewOf((await findBooking(deps.db, request.bookingNo))!, now);
}

/** A member cancels one of their own bookings; another's answers as not found. */
export async function cancelAsMember(deps: BookingDeps, memberId: number, bookingNo: string, now: Date): Promise<BookingView> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, bookingNo);
    if (!row || row.member_id !== memberId) throw bookingNotFound();
    await cancelLocked(trx, row, now, 'VISITOR');
  });
  deliverSoon(deps);
  return bookingViewOf((await findBooking(deps.db, bookingNo))!, now);
}

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
    // A visit is marked from the day of the visit on; a booking cancelled is not marked at all.
    if (row.status === 'CANCELLED' || kstDayOf(now) < kstDayOf(row.starts_at)) {
      throw new ApiError(ApiCode.BOOKING_NOT_CANCELLABLE, '취소된 예약이나 방문일 전의 예약은 방문 여부를 표시할 수 없습니다.');
    }
    await setBookingStatus(trx, row.booking_id, status, now);
  }
  return { row, before: { status: row.status }, after: { status } };
}
